"""The registry's list of modules (``resources/modules/registry.json``) says of each module
what its code says: the facets it implements, its kinds of piece, its keys in a game file, and
whether it is always available. The registry imports a module's code only when it is asked
for, so a command on a game without modules imports only the modules its options name."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Protocol

from alhambra_gui.engine.modules import facets, registry
from alhambra_gui.engine.modules.base import Module

EXAMPLE = Path(__file__).parent / "data" / "three-players.json"

#: Every facet the index (``facets``) names: its own and those it takes from the files that
#: keep a few apart (``piece_facets``, ``figure_facets``); not the Protocols it merely uses.
FACETS = [value for value in vars(facets).values() if isinstance(value, type)
          and Protocol in value.__mro__[1:] and value.__module__.endswith("facets")]


def _as_listed(module: Module) -> dict[str, object]:
    keys: dict[str, list[str]] = {}
    for field in module.fields:
        keys.setdefault(field.level, []).append(field.key)
    step = [module.step, module.step_round] if isinstance(module, facets.StepScorer) else None
    return {"facets": sorted(f.__name__ for f in FACETS if isinstance(module, f)),
            "piece_kinds": list(getattr(module, "piece_kinds", ())),
            "keys": keys, "always_available": module.always_available,
            "score_option": list(option) if (option := getattr(module, "score_option", None)) else None,
            "step": step}


def test_the_list_says_what_each_modules_code_says():
    listed = {e.id: {"facets": sorted(e.facets), "piece_kinds": list(e.piece_kinds),
                     "keys": {level: list(keys) for level, keys in e.keys.items()},
                     "always_available": e.always_available,
                     "score_option": list(e.score_option) if e.score_option else None,
                     "step": list(e.step) if e.step else None} for e in registry.index()}
    code = {m.id: _as_listed(m) for m in registry.all_modules()}
    wrong = {i: said for i, said in code.items() if listed.get(i) != said}
    assert not wrong, f"resources/modules/registry.json should say of these modules: {json.dumps(wrong)}"
    assert list(listed) == list(code)


def test_the_list_says_which_modules_have_a_window_part_and_its_facets():
    """Every folder of ``widgets/modules/`` that holds a module's part is listed with the
    facets its class implements (the window's registry imports a part when first asked)."""
    from importlib import import_module

    from alhambra_gui.widgets.modules import facets as window_facets
    from alhambra_gui.widgets.modules.ui import ModuleUI

    kinds = [v for v in vars(window_facets).values() if isinstance(v, type)
             and Protocol in v.__mro__[1:] and v.__module__ == window_facets.__name__]
    folders = Path(window_facets.__file__).parent
    code = {}
    for folder in sorted(p for p in folders.iterdir() if (p / "__init__.py").is_file()):
        module = import_module(f"alhambra_gui.widgets.modules.{folder.name}")
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, ModuleUI) \
                    and value.__module__ == module.__name__:
                code[value.module_id] = sorted(k.__name__ for k in kinds if k in value.__mro__)
    listed = {i: sorted(names) for i, names in registry.window_parts().items()}
    assert listed == code
    assert list(listed) == [i for i in registry.module_ids() if i in code]  # the registry's order


def test_every_facet_is_known_to_the_list():
    assert len(FACETS) >= 19
    named = {name for e in registry.index() for name in e.facets}
    assert named <= {f.__name__ for f in FACETS}


def test_each_listed_module_is_its_own_files_class():
    for entry in registry.index():
        kind = registry.module_class(entry.id)
        assert kind.id == entry.id
        assert kind.__module__ == f"alhambra_gui.engine.modules.{entry.id}"


def _loaded_modules(*argv: str) -> set[str]:
    code = ("import io, sys, json; from alhambra_gui.cli import main; "
            f"main({list(argv)!r}, io.StringIO()); "
            "print(json.dumps(sorted(m.rsplit('.', 1)[1] for m in sys.modules "
            "if m.startswith('alhambra_gui.engine.modules.'))))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(json.loads(done.stdout)) - {"base", "facets", "registry"}


def _with(*names: str) -> set[str]:
    return {e.id for e in registry.index() if e.facets & set(names) or e.always_available}


def _with_what_they_import(ids: set[str]) -> set[str]:
    """``ids`` and the modules their code imports (The Red Palace shares Gates without end's
    plazas and City walls' wall pieces), as a process importing them alone finds."""
    code = ("import sys, json, importlib; "
            f"[importlib.import_module('alhambra_gui.engine.modules.' + i) for i in {sorted(ids)!r}]; "
            "print(json.dumps(sorted(m.rsplit('.', 1)[1] for m in sys.modules "
            "if m.startswith('alhambra_gui.engine.modules.'))))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(json.loads(done.stdout)) & {e.id for e in registry.index()}


def test_score_of_a_game_without_modules_imports_only_the_modules_its_options_name():
    """The score command's options of the modules (--other, --before-leftover) come from the
    list: a game without modules imports only the modules always available, as ``check``
    does, and a module's code when its option is given."""
    own = {e.id for e in registry.index()}
    assert {i for i, _option in registry.score_options()} == {"other_points"}
    assert [(i, step) for i, step, _round in registry.score_steps()] == [("palace_staff", "before_leftover")]
    loaded = _loaded_modules("score", str(EXAMPLE), "--round", "3")
    assert loaded & own == _with_what_they_import(_with())
    assert "palace_staff" not in loaded
    stepped = _loaded_modules("score", str(EXAMPLE), "--round", "3", "--before-leftover")
    assert "palace_staff" in stepped  # named: imported (to say the game does not play it)


def test_check_of_a_game_without_modules_imports_only_those_always_available():
    loaded = _loaded_modules("check", str(EXAMPLE))
    assert loaded & {e.id for e in registry.index()} == _with()


def test_the_list_is_the_registrys_order():
    data = json.loads((Path(__file__).parents[1] / "resources" / "modules" / "registry.json")
                      .read_text(encoding="utf-8"))
    assert [m["id"] for m in data["modules"]] == list(registry.module_ids())


def test_implements_says_what_isinstance_says_of_every_module_and_part():
    from alhambra_gui.widgets.modules import facets as window_facets
    from alhambra_gui.widgets.modules.registry import all_parts

    window = [v for v in vars(window_facets).values() if isinstance(v, type)
              and Protocol in v.__mro__[1:] and v.__module__ == window_facets.__name__]
    for thing, kinds in [*((m, FACETS) for m in registry.all_modules()), *((p, window) for p in all_parts())]:
        for kind in kinds:
            assert facets.implements(thing, kind) == isinstance(thing, kind), (thing, kind)


def test_a_new_ruleset_of_every_module_asks_no_protocol_again(monkeypatch):
    """A ruleset is made for every game opened and every change of modules: which modules
    implement a facet is known from their classes, never worked out again (a Protocol's
    isinstance check is slow)."""
    from alhambra_gui.engine import get_variant
    from alhambra_gui.engine.ruleset import Ruleset

    first = Ruleset.of(get_variant("alhambra"), registry.module_ids())
    for kind in FACETS:
        first.modules_with(kind)
    asked: list[type] = []
    meta = type(facets.TermScorer)
    original = meta.__instancecheck__
    monkeypatch.setattr(meta, "__instancecheck__",
                        lambda cls, thing: asked.append(cls) or original(cls, thing))
    again = Ruleset.of(get_variant("alhambra"), registry.module_ids())
    assert [len(again.modules_with(kind)) for kind in FACETS] == [len(first.modules_with(k)) for k in FACETS]
    assert [k for k in asked if k in FACETS] == []
