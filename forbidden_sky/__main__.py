"""`python -m forbidden_sky` does what the `forbidden-sky` command does."""

from .cli import main

raise SystemExit(main())
