"""The guarded reader refuses what is hostile and changes nothing else: any ordinary document
reads exactly as yaml.safe_load / json.loads read it."""

from __future__ import annotations

import json

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from forbidden_sky.safeio import parse_json, parse_yaml

leaves = (st.none() | st.booleans() | st.integers(-10**18, 10**18)
          | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=20))
documents = st.recursive(leaves, lambda kids: st.lists(kids, max_size=4)
                         | st.dictionaries(st.text(max_size=8), kids, max_size=4), max_leaves=30)


@settings(max_examples=100, deadline=None)
@given(documents)
def test_an_ordinary_yaml_document_reads_as_safe_load_reads_it(doc):
    text = yaml.safe_dump(doc)
    assert parse_yaml(text) == yaml.safe_load(text)


@settings(max_examples=150, deadline=None)
@given(documents)
def test_an_ordinary_json_document_reads_as_json_loads_reads_it(doc):
    text = json.dumps(doc)
    assert parse_json(text) == json.loads(text)
