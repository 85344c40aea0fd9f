"""``python -m arcs``: the same as the arcs-svg command (arcs.cli)."""

import sys

from .cli import main

sys.exit(main())
