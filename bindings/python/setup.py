"""setuptools entry point: the metadata is in pyproject.toml; this only hooks
the cffi build (build_ffi.py) in, which setuptools cannot express there."""

from setuptools import setup

setup(cffi_modules=["build_ffi.py:ffibuilder"])
