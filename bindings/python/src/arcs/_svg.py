"""Placeholder, replaced below."""
