# Type stub of the compiled cffi module built by build_ffi.py.
from typing import Any

ffi: Any
lib: Any
