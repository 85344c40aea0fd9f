//! The thin layer between the plain value tree and Godot's Variant types.
//! Needs a running engine (Godot allocates Dictionaries and Strings), so it
//! holds no logic worth testing apart from the engine.

use godot::prelude::*;

use crate::tree::Value;

/// A `Value` as a Variant: Map -> Dictionary, List -> Array, Bytes ->
/// PackedByteArray, Str -> String, Int -> int, Bool -> bool, Nil -> null.
pub fn to_variant(v: &Value) -> Variant {
    match v {
        Value::Nil => Variant::nil(),
        Value::Bool(b) => b.to_variant(),
        Value::Int(i) => i.to_variant(),
        Value::Str(s) => GString::from(s.as_str()).to_variant(),
        Value::Bytes(b) => PackedByteArray::from(b.as_slice()).to_variant(),
        Value::List(items) => {
            let mut a = VarArray::new();
            for item in items {
                a.push(&to_variant(item));
            }
            a.to_variant()
        }
        Value::Map(entries) => {
            let mut d = VarDictionary::new();
            for (k, item) in entries {
                d.set(&GString::from(k.as_str()).to_variant(), &to_variant(item));
            }
            d.to_variant()
        }
    }
}

/// A Variant from GDScript as a `Value` (Dictionary keys as their text).
/// Types without a counterpart (floats, objects, ...) become Nil, which the
/// conversions then refuse with a message.
pub fn from_variant(v: &Variant) -> Value {
    match v.get_type() {
        VariantType::NIL => Value::Nil,
        VariantType::BOOL => Value::Bool(v.to::<bool>()),
        VariantType::INT => Value::Int(v.to::<i64>()),
        VariantType::STRING | VariantType::STRING_NAME => Value::Str(v.to::<GString>().to_string()),
        VariantType::PACKED_BYTE_ARRAY => Value::Bytes(v.to::<PackedByteArray>().to_vec()),
        VariantType::ARRAY => Value::List(v.to::<VarArray>().iter_shared().map(|x| from_variant(&x)).collect()),
        VariantType::DICTIONARY => Value::Map(
            v.to::<VarDictionary>()
                .iter_shared()
                .map(|(k, x)| (k.to_string(), from_variant(&x)))
                .collect(),
        ),
        _ => Value::Nil,
    }
}
