#!/usr/bin/env python3
"""Write the copy of arcs.proto that protoc-c compiles for the C library.

proto/arcs.proto declares the versioned package ``arcs.v1`` and imports
nothing, so any protobuf tool compiles it as it is. The C build adds
protobuf-c's file option ``c_package = "arcs"`` (protobuf-c >= 1.4), which
keeps the C names ``Arcs__GameState``, ``arcs__game_state__pack`` and so on
while the descriptors carry the full names ``arcs.v1.GameState``. The option
changes no wire byte.

Usage: c_package.py IN OUT
"""
import sys

OPTION = 'import "protobuf-c/protobuf-c.proto";\noption (pb_c_file).c_package = "arcs";\n'


def main(src: str, dst: str) -> None:
    with open(src, encoding="utf-8") as f:
        lines = f.readlines()
    out, done = [], False
    for line in lines:
        out.append(line)
        if not done and line.startswith("package "):
            out.append(OPTION)
            done = True
    if not done:
        sys.exit(f"{src}: no package statement")
    with open(dst, "w", encoding="utf-8") as f:
        f.writelines(out)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
