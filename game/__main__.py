"""``python -m game [--kiosk [--idle SECONDS] [--kiosk-seed N]] [--lang en|ru] [--code CODE]``:
play Railyard."""

import asyncio
import inspect
import sys

from game.app import main

if {"-h", "--help"} & set(sys.argv[1:]):
    print(inspect.cleandoc(main.__doc__ or ""))
else:
    asyncio.run(main(sys.argv[1:]))
