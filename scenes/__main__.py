"""``python -m scenes`` starts the collection, like the ``hofintrigen`` command."""

import sys

from scenes.main import main

sys.exit(main())
