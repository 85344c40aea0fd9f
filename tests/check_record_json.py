#!/usr/bin/env python3
"""The campaign record's JSON is the proto3 JSON mapping: libarcs (json-c,
lib/wire/pb_json.c) and Python's google.protobuf.json_format read and write
the same text for the same bytes (docs/campaign-record.md).

Usage: check_record_json.py RECORD_CONVERT PROTO EXAMPLE TMPDIR
Exit 77 (skipped) without protoc or the protobuf package."""
import importlib
import os
import shutil
import subprocess
import sys


def main() -> int:
    convert, proto, example, tmp = sys.argv[1:5]
    try:
        from google.protobuf import json_format
    except ImportError:
        print("skipped: no google.protobuf")
        return 77
    if not shutil.which("protoc"):
        print("skipped: no protoc")
        return 77
    os.makedirs(tmp, exist_ok=True)
    subprocess.run(["protoc", "--proto_path=" + os.path.dirname(proto), "--python_out=" + tmp, proto], check=True)
    sys.path.insert(0, tmp)
    pb = importlib.import_module("arcs_pb2")
    text = open(example, encoding="utf-8").read()

    # The example, by Python and by libarcs: the same bytes (libarcs adds
    # the 5-byte checksum trailer).
    py_msg = json_format.Parse(text, pb.CampaignRecord())
    c_bin = os.path.join(tmp, "example.bin")
    subprocess.run([convert, "to-binary", example, c_bin], check=True)
    c_bytes = open(c_bin, "rb").read()
    assert c_bytes[:-5] == py_msg.SerializeToString(), "the example's bytes differ between libarcs and Python"

    # libarcs's JSON of those bytes reads in Python as the same message.
    c_json = os.path.join(tmp, "example.json")
    subprocess.run([convert, "to-json", c_bin, c_json], check=True)
    again = json_format.Parse(open(c_json, encoding="utf-8").read(), pb.CampaignRecord())
    assert again == py_msg, "libarcs's JSON reads differently in Python"

    # Python's JSON (camelCase, 64-bit as strings) reads in libarcs; so do
    # a Flagship and its board (RecordPlayer fields 12-14).
    py_msg.rng.s0 = 2**64 - 1
    py_msg.rng.s1 = 5
    py_msg.players[1].flagship = 2
    py_msg.players[1].flagship_upgrades.extend([2, 0, 0, 0, 0, 1])
    py_msg.players[1].flagship_armor.extend([1, 0, 0, 0, 0, 0])
    py_json = os.path.join(tmp, "python.json")
    with open(py_json, "w", encoding="utf-8") as f:
        f.write(json_format.MessageToJson(py_msg))
    py_bin = os.path.join(tmp, "python.bin")
    subprocess.run([convert, "to-binary", py_json, py_bin], check=True)
    assert open(py_bin, "rb").read()[:-5] == py_msg.SerializeToString(), "Python's JSON reads differently in libarcs"
    c_json = os.path.join(tmp, "python-again.json")
    subprocess.run([convert, "to-json", py_bin, c_json], check=True)
    again = json_format.Parse(open(c_json, encoding="utf-8").read(), pb.CampaignRecord())
    assert again == py_msg, "libarcs's JSON of Python's record reads differently in Python"
    print("ok: libarcs and google.protobuf.json_format agree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
