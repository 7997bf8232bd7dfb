"""A photo that cannot be read says why in the program's own words (issue 26 items 15 and 16):
no raw OS or Pillow text, the formats it reads named, and a huge plain photo refused at the
size the block finder needs, not after decoding it whole several times."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest
from PIL import Image

from alhambra_gui.app.photo_import import PhotoImport, PhotoRefused
from alhambra_gui.app.photo_texts import refusal_text
from alhambra_gui.photo.cli import main
from alhambra_gui.photo.errors import UnreadablePhotoError
from alhambra_gui.photo.image import READ_FORMATS_TEXT, opened_photo

SQUARE = "10,10,290,10,290,290,10,290"


def refusal(path) -> str:
    err = io.StringIO()
    sys_err, sys.stderr = sys.stderr, err
    try:
        assert main([str(path), "--corners", SQUARE, "--grid", "2x2"], io.StringIO()) == 2
    finally:
        sys.stderr = sys_err
    return err.getvalue()


def denied(monkeypatch, path):
    """Opening ``path`` fails as it does for a user without the right to read it (the tests
    may run as root, who reads every file)."""
    real = Image.open

    def open_(fp, *args, **kwargs):
        if str(fp) == str(path):
            raise PermissionError(13, "Permission denied", str(path))
        return real(fp, *args, **kwargs)

    monkeypatch.setattr(Image, "open", open_)


def test_a_photo_the_user_may_not_read_says_so_without_the_os_words(tmp_path, monkeypatch):
    path = tmp_path / "u.jpg"
    Image.new("RGB", (300, 300), (200, 180, 90)).save(path)
    denied(monkeypatch, path)
    err = refusal(path)
    assert err == f"alhambra-gui photo: error: the photo {path} may not be read (no permission).\n"
    assert "Errno" not in err
    with pytest.raises(PhotoRefused, match=r"^You have no permission to read u\.jpg\.$"):
        PhotoImport.load_image(path)


def test_a_cut_photo_says_it_is_damaged_not_pillow_s_words(tmp_path):
    path = tmp_path / "cut.png"
    buffer = io.BytesIO()
    Image.effect_noise((400, 400), 60).convert("RGB").save(buffer, "PNG")
    path.write_bytes(buffer.getvalue()[: len(buffer.getvalue()) // 2])
    err = refusal(path)
    assert err == f"alhambra-gui photo: error: the photo {path} is damaged or cut short.\n"
    with pytest.raises(UnreadablePhotoError) as caught, opened_photo(path) as opened:
        opened.load()
    assert refusal_text(caught.value, "cut.png", False) == "cut.png is damaged or cut short."
    with pytest.raises(PhotoRefused, match=r"^cut\.png is damaged or cut short\.$"):
        PhotoImport.load_image(path)


@pytest.mark.parametrize("fmt", ["GIF", "WEBP", "TIFF"])
def test_the_formats_said_are_the_formats_read(tmp_path, fmt):
    path = tmp_path / f"plain.{fmt.lower()}"
    Image.new("RGB", (64, 48), (20, 90, 40)).save(path, fmt)
    with opened_photo(path) as opened:
        assert opened.size == (64, 48)
    assert fmt.replace("WEBP", "WebP") in READ_FORMATS_TEXT


def test_a_file_of_no_format_read_names_the_formats_read(tmp_path):
    path = tmp_path / "notes.jpg"
    path.write_text("shopping list", encoding="utf-8")
    err = refusal(path)
    assert err == (f"alhambra-gui photo: error: {path} is not a photo this program reads "
                   f"({READ_FORMATS_TEXT}).\n")
    assert "JPEG or PNG)" not in err
    with pytest.raises(PhotoRefused) as caught:
        PhotoImport.load_image(path)
    assert str(caught.value) == f"notes.jpg is not a photo this program reads ({READ_FORMATS_TEXT})."


# The process's own peak: VmHWM belongs to the program's memory since exec (ru_maxrss may count
# the parent's, whose memory a child shares until exec).
_PEAK = """
import json, pathlib, resource, sys
from alhambra_gui.photo.cli import main
code = main([sys.argv[1]])
status = pathlib.Path("/proc/self/status")
lines = status.read_text().splitlines() if status.exists() else []
peak = next((int(line.split()[1]) for line in lines if line.startswith("VmHWM:")),
            resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // (1024 if sys.platform == "darwin" else 1))
print(json.dumps({"code": code, "peak_mb": peak / 1024}))
"""


def test_a_large_plain_png_says_no_tiles_without_decoding_it_whole_again_and_again(tmp_path):
    """Before: a 160 KB white 7000 x 7000 PNG took 595 MB (three full copies of it: decoded,
    turned, converted, then the working copy) to say there are no tiles."""
    path = tmp_path / "white.png"
    Image.new("RGB", (7000, 7000), (255, 255, 255)).save(path, optimize=True)
    done = subprocess.run([sys.executable, "-c", _PEAK, str(path)], capture_output=True, text=True,
                          timeout=120, check=False)
    result = json.loads(done.stdout.splitlines()[-1])
    assert result["code"] == 2 and "no tiles" in done.stderr
    assert result["peak_mb"] < 330, result  # one decoded copy (147 MB) and the program itself
