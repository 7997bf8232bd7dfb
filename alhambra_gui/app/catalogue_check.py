"""Checking a compiled catalogue (``.qm``) before Qt reads it.

Qt's translator trusts the file: a damaged one (a few changed bytes) loads, and a later
lookup reads past the end of a message and crashes the app, on every start while the
language stays chosen. So the app's catalogue is read here first, as Qt's reader walks it
(``QTranslatorPrivate::do_load`` and ``getMessage`` in qtranslator.cpp), with every length
held to its block:

- the magic number, then blocks (tag, 32-bit length, data) that fill the file exactly;
  only the blocks lrelease writes for this app (language, hashes, messages, plural rules);
- every message a run of known tags (translation, comment, source text, context) ending
  with its end tag inside the block, texts of valid UTF-8 and translations of valid UTF-16;
- the hash table: one entry per message, sorted, each the ELF hash Qt computes from the
  message's source text and comment, pointing at that message's first byte.

A file that passes cannot lead a lookup outside a message (tests/test_catalogue_check.py
corrupts copies of the real catalogues and shows that every copy that crashes Qt is
refused). Pure Python, no Qt: it runs before any translator exists.
"""

from __future__ import annotations

import struct

MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
LANGUAGE, HASHES, MESSAGES, NUMERUS_RULES = 0xA7, 0x42, 0x69, 0x88
END, TRANSLATION, SOURCE_TEXT, CONTEXT, COMMENT = 1, 3, 6, 7, 8
#: The most a catalogue of this app may weigh (its own are about 100 KB).
MAX_BYTES = 8_000_000


class CatalogueError(ValueError):
    """What is wrong with a catalogue, in English (for the log)."""


def check(data: bytes) -> None:
    """Raise CatalogueError unless ``data`` is a catalogue Qt can read safely."""
    if len(data) > MAX_BYTES:
        raise CatalogueError(f"larger than {MAX_BYTES} bytes")
    if data[:len(MAGIC)] != MAGIC:
        raise CatalogueError("not a Qt catalogue (no magic number)")
    blocks = _blocks(data)
    if HASHES not in blocks or MESSAGES not in blocks:
        raise CatalogueError("no hash table or no messages")
    messages = _messages(blocks[MESSAGES])
    _check_hashes(blocks[HASHES], messages)
    language = blocks.get(LANGUAGE, b"")
    try:
        language.decode("ascii")
    except UnicodeDecodeError:
        raise CatalogueError("the language is not a language code") from None


def _blocks(data: bytes) -> dict[int, bytes]:
    blocks: dict[int, bytes] = {}
    at = len(MAGIC)
    while at < len(data):
        if at + 5 > len(data):
            raise CatalogueError(f"a block header cut short at byte {at}")
        tag = data[at]
        (length,) = struct.unpack_from(">I", data, at + 1)
        at += 5
        if tag not in (LANGUAGE, HASHES, MESSAGES, NUMERUS_RULES) or tag in blocks:
            raise CatalogueError(f"an unknown or repeated block (tag {tag:#x}) at byte {at - 5}")
        if length == 0 or at + length > len(data):
            raise CatalogueError(f"block {tag:#x} of {length} bytes does not fit the file")
        blocks[tag] = data[at:at + length]
        at += length
    return blocks


def _messages(block: bytes) -> dict[int, bytes]:
    """Each message's offset and the bytes Qt hashes it by (source text, then comment)."""
    found: dict[int, bytes] = {}
    at = 0
    while at < len(block):
        start, texts = at, {SOURCE_TEXT: b"", COMMENT: b"", CONTEXT: b""}
        translations = 0
        while True:
            tag = block[at]
            at += 1
            if tag == END:
                break
            if tag not in (TRANSLATION, SOURCE_TEXT, CONTEXT, COMMENT) or at + 4 > len(block):
                raise CatalogueError(f"message at {start}: an unknown tag {tag} or a cut length")
            (length,) = struct.unpack_from(">I", block, at)
            at += 4
            if at + length > len(block) or at >= len(block):
                raise CatalogueError(f"message at {start}: a text of {length} bytes past the block")
            text = block[at:at + length]
            at += length
            try:
                if tag == TRANSLATION:
                    text.decode("utf-16-be")
                    translations += 1
                else:
                    text.decode("utf-8")
                    texts[tag] = text
            except UnicodeDecodeError:
                raise CatalogueError(f"message at {start}: a text that is not valid Unicode") from None
        if not translations:
            raise CatalogueError(f"message at {start}: no translation")
        found[start] = texts[SOURCE_TEXT] + texts[COMMENT]
    return found


def _check_hashes(block: bytes, messages: dict[int, bytes]) -> None:
    if len(block) % 8:
        raise CatalogueError("the hash table is not a table of pairs")
    entries = [struct.unpack_from(">II", block, at) for at in range(0, len(block), 8)]
    if [h for h, _ in entries] != sorted(h for h, _ in entries):
        raise CatalogueError("the hash table is out of order")
    if sorted(offset for _, offset in entries) != sorted(messages):
        raise CatalogueError("the hash table does not point at the messages")
    for value, offset in entries:
        if elf_hash(messages[offset]) != value:
            raise CatalogueError(f"the message at {offset} does not have its hash")


def elf_hash(text: bytes) -> int:
    """Qt's hash of a message (``elfHash`` in qtranslator.cpp): the ELF hash, 0 read as 1."""
    h = 0
    for byte in text:
        h = ((h << 4) + byte) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h ^= g >> 24
        h &= ~g & 0xFFFFFFFF
    return h or 1
