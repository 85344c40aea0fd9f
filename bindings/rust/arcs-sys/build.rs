//! Build script of arcs-sys.
//!
//! Default: compile libarcs from this repository's sources (every `.c` file
//! under `lib/`, plus `proto/arcs.proto` compiled to C by `protoc-c`, as the
//! meson build does) with the `cc` crate, and link protobuf-c found through
//! pkg-config (`libprotobuf-c`), and json-c (`json-c`, for the campaign
//! record's JSON form) when pkg-config finds it, as meson's optional
//! dependency: without it the library is built with `ARCS_HAVE_JSON=0` and
//! the JSON conversions return `ARCS_E_UNSUPPORTED`.
//!
//! Feature `system`: link an installed libarcs found through pkg-config
//! (`libarcs.pc`, e.g. after `meson install`) and read its installed header.
//!
//! Either way the Rust declarations are generated from `arcs/arcs.h` by
//! bindgen, so they always match the header they are compiled against.
//!
//! Environment: `ARCS_SOURCE_DIR` names another checkout of the repository
//! (default: the one holding this crate, three levels up); `PROTOC_C` names
//! the protoc-c program (default: `protoc-c` on PATH); `OBJCOPY` the objcopy
//! used by `tools/hide_static.sh` (default: `objcopy` on PATH).

use std::env;
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("OUT_DIR"));
    println!("cargo:rerun-if-env-changed=ARCS_SOURCE_DIR");
    println!("cargo:rerun-if-env-changed=PROTOC_C");
    println!("cargo:rerun-if-env-changed=OBJCOPY");

    let include = if env::var_os("CARGO_FEATURE_SYSTEM").is_some() {
        link_system()
    } else {
        build_bundled(&source_dir(), &out)
    };
    println!("cargo:include={}", include.display());
    generate_bindings(&include, &out);
}

/// The repository checkout whose `include/`, `lib/` and `proto/` are built.
fn source_dir() -> PathBuf {
    let dir = match env::var_os("ARCS_SOURCE_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../.."),
    };
    let header = dir.join("include/arcs/arcs.h");
    if !header.is_file() {
        panic!(
            "arcs-sys: {} not found; build from a checkout of the libarcs repository, \
             set ARCS_SOURCE_DIR to one, or enable the `system` feature",
            header.display()
        );
    }
    dir.canonicalize().expect("canonical source dir")
}

/// Feature `system`: an installed libarcs through pkg-config. Returns its
/// include directory (the one holding `arcs/arcs.h`).
fn link_system() -> PathBuf {
    let lib = pkg_config::Config::new()
        .atleast_version("0.1.0")
        .probe("libarcs")
        .unwrap_or_else(|e| panic!("arcs-sys (feature `system`): libarcs not found: {e}"));
    lib.include_paths
        .iter()
        .chain([PathBuf::from("/usr/local/include"), PathBuf::from("/usr/include")].iter())
        .find(|dir| dir.join("arcs/arcs.h").is_file())
        .cloned()
        .expect("arcs-sys (feature `system`): arcs/arcs.h not found in libarcs's include paths")
}

/// The text of arcs.proto with protobuf-c's `c_package = "arcs"` file option
/// after its package statement (as proto/c_package.py writes it for meson).
fn with_c_package(text: &str) -> Option<String> {
    let at = text.find("\npackage ")? + 1;
    let end = at + text[at..].find('\n')? + 1;
    Some(format!(
        "{}import \"protobuf-c/protobuf-c.proto\";\noption (pb_c_file).c_package = \"arcs\";\n{}",
        &text[..end],
        &text[end..]
    ))
}

/// Compile the C library from `root` into a static library linked into the
/// crate. Returns the public include directory.
fn build_bundled(root: &Path, out: &Path) -> PathBuf {
    let include = root.join("include");
    let lib = root.join("lib");
    let proto = root.join("proto");
    for dir in [&include, &lib, &proto] {
        println!("cargo:rerun-if-changed={}", dir.display());
    }

    // protobuf-c's headers now; its link line after the static library.
    let protobuf_c = pkg_config::Config::new()
        .cargo_metadata(false)
        .probe("libprotobuf-c")
        .unwrap_or_else(|e| panic!("arcs-sys: protobuf-c not found (apt-get install libprotobuf-c-dev): {e}"));

    // proto/arcs.proto -> arcs.pb-c.c / arcs.pb-c.h, as meson's arcs-pb target:
    // a copy with protobuf-c's c_package option (proto/c_package.py) keeps
    // the C names Arcs__* for the package arcs.v1.
    let protoc_c = env::var_os("PROTOC_C").unwrap_or_else(|| "protoc-c".into());
    let text = std::fs::read_to_string(proto.join("arcs.proto")).expect("read proto/arcs.proto");
    let c_proto = with_c_package(&text).expect("proto/arcs.proto: no package statement");
    std::fs::write(out.join("arcs.proto"), c_proto).expect("write the C copy of arcs.proto");
    let pbc_include = protobuf_c
        .include_paths
        .iter()
        .cloned()
        .chain([PathBuf::from("/usr/local/include"), PathBuf::from("/usr/include")])
        .find(|dir| dir.join("protobuf-c/protobuf-c.proto").is_file())
        .expect("arcs-sys: protobuf-c/protobuf-c.proto not found (apt-get install libprotobuf-c-dev)");
    let status = Command::new(&protoc_c)
        .arg(format!("--proto_path={}", out.display()))
        .arg(format!("--proto_path={}", pbc_include.display()))
        .arg(format!("--c_out={}", out.display()))
        .arg(out.join("arcs.proto"))
        .status()
        .unwrap_or_else(|e| {
            panic!("arcs-sys: cannot run {protoc_c:?} (apt-get install protobuf-c-compiler): {e}")
        });
    assert!(status.success(), "arcs-sys: protoc-c failed on proto/arcs.proto");

    let mut sources = Vec::new();
    collect_c_files(&lib, &mut sources);
    sources.sort();
    assert!(!sources.is_empty(), "arcs-sys: no C sources under {}", lib.display());

    // json-c (lib/wire/pb_json.c), optional as in meson.build.
    let json_c = pkg_config::Config::new().cargo_metadata(false).probe("json-c").ok();

    let mut build = cc::Build::new();
    build.define("ARCS_HAVE_JSON", if json_c.is_some() { "1" } else { "0" });
    if let Some(json_c) = &json_c {
        build.includes(&json_c.include_paths);
    }
    build
        .files(&sources)
        .file(out.join("arcs.pb-c.c"))
        .include(&include)
        .include(&lib)
        .include(out)
        .includes(&protobuf_c.include_paths)
        .flag_if_supported("-std=c11")
        .flag_if_supported("-fvisibility=hidden")
        .warnings(false);
    if env::var("PROFILE").as_deref() == Ok("release") {
        build.define("NDEBUG", None);
    }
    // The link lines are ours (below): the archive may be rebuilt first.
    build.cargo_metadata(false).compile("arcs_objects");
    let lib = hide_internal_symbols(root, out, &build);
    println!("cargo:rustc-link-search=native={}", out.display());
    println!("cargo:rustc-link-lib=static={lib}");
    println!("cargo:rustc-env=ARCS_SYS_ARCHIVE={}", out.join(format!("lib{lib}.a")).display());
    println!("cargo:rustc-env=ARCS_SYS_SOURCE_DIR={}", root.display());

    pkg_config::Config::new()
        .probe("libprotobuf-c")
        .expect("libprotobuf-c link line");
    if json_c.is_some() {
        pkg_config::Config::new().probe("json-c").expect("json-c link line");
    }
    include
}

/// When the repository has `tools/hide_static.sh` (the meson build's way to
/// make the static library export only `arcs_` names) and the target is
/// Linux, run it on the compiled archive so that the engine's internal
/// names cannot clash with other C code linked into the program. Returns
/// the library name to link.
fn hide_internal_symbols(root: &Path, out: &Path, build: &cc::Build) -> &'static str {
    let script = root.join("tools/hide_static.sh");
    println!("cargo:rerun-if-changed={}", script.display());
    if !script.is_file() || env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("linux") {
        return "arcs_objects";
    }
    let compiler = build.get_compiler();
    let archiver = build.get_archiver();
    let status = Command::new("sh")
        .arg(&script)
        .arg(env::var_os("OBJCOPY").unwrap_or_else(|| "objcopy".into()))
        .arg(archiver.get_program())
        .arg(out.join("libarcs_objects.a"))
        .arg(out.join("libarcs.a"))
        .arg(compiler.path())
        .args(compiler.args())
        .status()
        .unwrap_or_else(|e| panic!("arcs-sys: cannot run {}: {e}", script.display()));
    assert!(status.success(), "arcs-sys: {} failed", script.display());
    "arcs"
}

fn collect_c_files(dir: &Path, files: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            collect_c_files(&path, files);
        } else if path.extension().is_some_and(|ext| ext == "c") {
            files.push(path);
        }
    }
}

/// bindgen over `include/arcs/arcs.h` and `include/arcs/bot.h`: every `arcs_*` function and type and
/// every `ARCS_*` constant, C enums as plain integer constants (a value the
/// Rust side does not know can never be undefined behaviour), and
/// `PartialEq`/`Eq`/`Hash` where the struct allows it (the safe crate does
/// not rely on them: it compares moves by their bytes).
fn generate_bindings(include: &Path, out: &Path) {
    let header = include.join("arcs/arcs.h");
    println!("cargo:rerun-if-changed={}", header.display());
    // The bots (arcs/bot.h, built into the library from lib/bot/): bound
    // when the header is there (an older installed libarcs lacks them).
    let bot = include.join("arcs/bot.h");
    println!("cargo:rerun-if-changed={}", bot.display());
    let mut builder = bindgen::Builder::default().header(header.to_string_lossy());
    if bot.is_file() {
        builder = builder.header(bot.to_string_lossy());
    }
    builder
        .clang_arg(format!("-I{}", include.display()))
        .allowlist_function("arcs_.*")
        .allowlist_type("arcs_.*")
        .allowlist_var("ARCS_.*")
        .default_enum_style(bindgen::EnumVariation::Consts)
        .prepend_enum_name(false)
        .derive_default(true)
        .derive_eq(true)
        .derive_hash(true)
        // Structs holding function pointers compare by address: no Eq/Hash.
        .no_partialeq("arcs_(allocator|config)")
        .no_hash("arcs_(allocator|config)")
        .generate_comments(true)
        .layout_tests(true)
        .generate()
        .expect("bindgen failed on arcs/arcs.h (is libclang installed? apt-get install libclang-dev)")
        .write_to_file(out.join("bindings.rs"))
        .expect("write bindings.rs");
}
