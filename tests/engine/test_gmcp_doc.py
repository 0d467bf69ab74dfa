"""docs/GMCP.md shows what the code sends: its examples are regenerated and compared,
and every top-level field of a real state is documented."""

import json
import re

from tests.engine.gmcp_examples import DOC, examples, rewritten


def test_doc_examples_are_what_the_code_sends_now():
    text = DOC.read_text()
    assert rewritten(text) == text, "run: python -m tests.engine.gmcp_examples"


def test_every_field_of_the_examples_is_documented():
    text = DOC.read_text()
    for _, data in examples().values():
        for field in data:
            assert re.search(rf"\| `{field}`", text) or f"`{field}`," in text, field


def test_examples_are_json_with_the_gmcp_package_first():
    blocks = re.findall(r"<!-- example: \w+ -->\n```\n(Kartenrunde\.\w+) (.*?)\n```",
                        DOC.read_text(), re.S)
    assert len(blocks) == 5
    for _, body in blocks:
        json.loads(body)
