"""The scenes of the app. Each module holds one scene; they import each other lazily
(inside functions) so the modules stay independent."""
