"""setuptools entry point: the metadata is in pyproject.toml; this hooks in
the cffi build (build_ffi.py), which setuptools cannot express there, makes
sdists carry the C sources (libarcs-src/, see build_ffi.vendor_sources), and
tags wheels abi3 (one wheel for CPython 3.9 and later: cffi builds the
extension against the stable ABI)."""

import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.sdist import sdist

sys.path.insert(0, str(Path(__file__).resolve().parent))


class sdist_with_sources(sdist):  # noqa: N801 (setuptools command naming)
    """An sdist that also holds the libarcs C sources and generated
    protobuf-c code, so that it builds outside the repository."""

    def make_release_tree(self, base_dir, files):  # type: ignore[no-untyped-def]
        super().make_release_tree(base_dir, files)
        import build_ffi

        build_ffi.vendor_sources(Path(base_dir) / build_ffi.VENDORED)


setup(
    cffi_modules=["build_ffi.py:ffibuilder"],
    cmdclass={"sdist": sdist_with_sources},
    options={"bdist_wheel": {"py_limited_api": "cp39"}},
)
