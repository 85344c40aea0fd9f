//! Generates the wire-format types (`arcs::proto`) from `proto/arcs.proto`
//! with prost-build, parsing the .proto file with protox (pure Rust: no
//! `protoc` binary needed). `ARCS_SOURCE_DIR` names another checkout of the
//! repository, as for arcs-sys.

use std::env;
use std::path::{Path, PathBuf};

fn main() {
    println!("cargo:rerun-if-env-changed=ARCS_SOURCE_DIR");
    let root = match env::var_os("ARCS_SOURCE_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../.."),
    };
    let proto_dir = root.join("proto");
    let proto = proto_dir.join("arcs.proto");
    println!("cargo:rerun-if-changed={}", proto.display());
    let descriptors = protox::compile([&proto], [&proto_dir])
        .unwrap_or_else(|e| panic!("arcs: cannot compile {}: {e}", proto.display()));
    let mut config = prost_build::Config::new();
    // prost::Name for every message: full names of the package arcs.v1
    // ("arcs.v1.Observation"), e.g. for google.protobuf.Any type URLs.
    config.enable_type_names();
    if env::var_os("CARGO_FEATURE_SERDE").is_some() {
        config.type_attribute(".", "#[derive(serde::Serialize, serde::Deserialize)]");
        config.message_attribute(".", "#[serde(default)]");
    }
    config
        .compile_fds(descriptors)
        .unwrap_or_else(|e| panic!("arcs: prost-build failed on {}: {e}", proto.display()));
}
