//! libarcs for Godot 4: the `ArcsGame` class (a RefCounted) and the static
//! data class `ArcsData`, registered by this GDExtension. See README.md.
//!
//! Layout: `tree` is a plain value tree, `convert` turns the safe crate's
//! types into it (unit-tested without an engine), `glue` turns it into
//! Variants, and this file is the thin class GDScript sees.

pub mod convert;
pub mod tree;

#[cfg(not(test))]
mod glue;
#[cfg(not(test))]
mod classes;

#[cfg(not(test))]
use godot::prelude::*;

#[cfg(not(test))]
struct ArcsExtension;

#[cfg(not(test))]
#[gdextension]
unsafe impl ExtensionLibrary for ArcsExtension {}

#[cfg(test)]
mod tests;
