"""The tests mirror the packages (tests/README.md): the test of a module is where
its name says. tests/<package>/test_<module>.py tests game/<package>/<module>.py
(tests/table/test_seats.py: game/table/seats.py), tests/test_<module>.py tests
game/<module>.py; tests/world/, tests/server/ and tests/web/ mirror the top-level
packages of those names (tests/world/test_build.py: world/build.py). A module
tested from several sides has test_<module>_<aspect>.py besides."""

from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent

#: folders of tests/ that mirror no package: the engine's and its computer players'
#: tests by topic, the toy family, the end-to-end harness and tests, shared helpers
APART = {"engine", "ai", "toy", "harness", "e2e", "helpers"}
#: top-level packages, mirrored by the folder of their name (every other folder of
#: tests/ mirrors the folder of that name in game/)
TOP = {"world", "server", "web"}
#: tests at the top of tests/ that are about the whole house, not one module
HOUSE = {"test_import_graph.py", "test_layers.py", "test_command_words.py",
         "test_statecheck.py", "test_layout.py"}
#: files at the top of tests/ that are no test and no helper
TOP_FILES = {"__init__.py", "settings.py"}


def source_of(folder):
    """The package folder that the folder `folder` of tests/ mirrors."""
    parts = folder.relative_to(TESTS).parts
    if not parts:
        return ROOT / "game"
    if parts[0] in TOP:
        return ROOT.joinpath(*parts)
    return ROOT.joinpath("game", *parts)


def module_of(test_file):
    """The module a test file is named after (test_<module>.py or
    test_<module>_<aspect>.py) in the package it mirrors; None if there is none."""
    package = source_of(test_file.parent)
    words = test_file.stem.removeprefix("test_").split("_")
    for end in range(len(words), 0, -1):
        module = package / ("_".join(words[:end]) + ".py")
        if module.is_file():
            return module
    return None


def mirroring_folders():
    """tests/ and every folder below it that mirrors a package."""
    yield TESTS
    for folder in sorted(TESTS.rglob("*")):
        parts = folder.relative_to(TESTS).parts
        if folder.is_dir() and parts[0] not in APART and "__pycache__" not in parts:
            yield folder


def test_every_test_file_names_a_module_of_the_package_it_mirrors():
    strays = []
    for folder in mirroring_folders():
        for test_file in sorted(folder.glob("test_*.py")):
            if folder == TESTS and test_file.name in HOUSE:
                continue
            if module_of(test_file) is None:
                strays.append(f"{test_file.relative_to(ROOT)}: no module "
                              f"{test_file.stem.removeprefix('test_')}[_<aspect>].py in "
                              f"{source_of(folder).relative_to(ROOT)}/")
    assert not strays, "\n".join(strays)


def test_every_mirroring_folder_is_a_package_of_tests_for_a_package_that_is():
    wrong = [str(folder.relative_to(ROOT)) for folder in mirroring_folders()
             if folder != TESTS and not (source_of(folder).is_dir()
                                         and (folder / "__init__.py").is_file())]
    assert not wrong, wrong


def test_what_tests_share_lives_in_tests_helpers():
    """Beside the tests, a mirroring folder holds only its __init__.py."""
    others = [str(path.relative_to(ROOT)) for folder in mirroring_folders()
              for path in sorted(folder.glob("*.py"))
              if not path.name.startswith("test_")
              and path.name not in (TOP_FILES if folder == TESTS else {"__init__.py"})]
    assert not others, others
