"""``python -m game [--kiosk [--idle SECONDS]] [--lang en|ru] [--code CODE]``: play Railyard."""

import asyncio
import sys

from game.app import main

asyncio.run(main(sys.argv[1:]))
