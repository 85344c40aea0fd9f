"""Protobuf message classes of the libarcs wire format (proto/arcs.proto).

The classes are built at first use from the descriptor compiled into the
extension, so they always match the bundled C library; they need the
``protobuf`` package. Every message of arcs.proto is an attribute of this
module, e.g. ``arcs.proto.Observation``, ``arcs.proto.GameState``,
``arcs.proto.Replay``, ``arcs.proto.Move``::

    state = arcs.proto.GameState.FromString(game.to_bytes())

They live in a private descriptor pool, so they do not clash with classes
generated from arcs.proto by protoc in the same program.
"""

from __future__ import annotations

import functools
from typing import Any, List, Type

from ._libarcs import ffi, lib

__all__ = ["message_class", "message_names", "descriptor_set"]

PACKAGE = "arcs.v1"


def descriptor_set() -> bytes:
    """The serialized FileDescriptorSet of proto/arcs.proto, as compiled into
    the extension."""
    size = ffi.new("size_t *")
    ptr = lib.arcs_py_descriptor(size)
    return bytes(ffi.buffer(ptr, size[0]))


@functools.lru_cache(maxsize=None)
def _pool() -> Any:
    from google.protobuf import descriptor_pb2, descriptor_pool

    files = descriptor_pb2.FileDescriptorSet.FromString(descriptor_set())
    pool = descriptor_pool.DescriptorPool()
    for f in files.file:
        pool.Add(f)
    return pool


def message_names() -> List[str]:
    """Names of the top-level messages of arcs.proto."""
    from google.protobuf import descriptor_pb2

    files = descriptor_pb2.FileDescriptorSet.FromString(descriptor_set())
    return [m.name for f in files.file if f.package == PACKAGE for m in f.message_type]


@functools.lru_cache(maxsize=None)
def message_class(name: str) -> Type[Any]:
    """The protobuf message class ``arcs.v1.<name>`` (a
    ``google.protobuf.message.Message`` subclass)."""
    from google.protobuf import message_factory

    try:
        desc = _pool().FindMessageTypeByName(f"{PACKAGE}.{name}")
    except KeyError:
        raise AttributeError(f"arcs.proto has no message {name!r}") from None
    get_class = getattr(message_factory, "GetMessageClass", None)
    if get_class is None:  # protobuf before 4.21
        get_class = getattr(message_factory.MessageFactory(_pool()), "GetPrototype")
    cls: Type[Any] = get_class(desc)
    return cls


def __getattr__(name: str) -> Type[Any]:
    if name.startswith("_"):
        raise AttributeError(name)
    return message_class(name)
