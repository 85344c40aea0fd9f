#!/usr/bin/env bash
# Install what building and testing libarcs needs on Debian/Ubuntu, if missing.
set -euo pipefail
need=()
command -v meson >/dev/null || need+=(meson)
command -v ninja >/dev/null || need+=(ninja-build)
command -v cc >/dev/null || need+=(gcc)
command -v pkg-config >/dev/null || need+=(pkg-config)
pkg-config --exists cmocka 2>/dev/null || need+=(libcmocka-dev)
pkg-config --exists libprotobuf-c 2>/dev/null || need+=(libprotobuf-c-dev)
command -v protoc-c >/dev/null || need+=(protobuf-c-compiler)
# json-c: the campaign record's JSON form (lib/wire/pb_json.c).
pkg-config --exists json-c 2>/dev/null || need+=(libjson-c-dev)
command -v clang >/dev/null || need+=(clang)
# protoc: the Python binding's typed message stubs (scripts/gen-python-stubs.sh).
command -v protoc >/dev/null || need+=(protobuf-compiler)
# The speed gate (scripts/speed-gate.sh): callgrind's instruction counts.
command -v valgrind >/dev/null || need+=(valgrind)
# The Rust binding (scripts/test-rust.sh): bindgen loads libclang.
ls /usr/lib/llvm-*/lib/libclang.so >/dev/null 2>&1 || need+=(libclang-dev)
# The Python binding (scripts/test-python.sh): venv and the CPython headers.
python3 -c 'import ensurepip, venv' 2>/dev/null || need+=(python3-venv)
python3 -c 'import os, sysconfig; assert os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h"))' \
  2>/dev/null || need+=(python3-dev)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "installing: ${need[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi

# libFuzzer and the sanitizers need clang's runtime (a "Recommends" that
# minimal installs skip).
probe="$(mktemp -d)"
echo 'int LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n) { (void)d; (void)n; return 0; }' \
  > "$probe/f.c"
if ! clang -fsanitize=fuzzer,address,undefined "$probe/f.c" -o "$probe/f" >/dev/null 2>&1; then
  major="$(clang -dumpversion | cut -d. -f1)"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "installing: libclang-rt-${major}-dev"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "libclang-rt-${major}-dev" >/dev/null
fi
rm -rf "$probe"
