"""Writes the JPEG fixtures of ImageDecodingTests (needs Pillow: pip install pillow).

Each is 32 x 16 pixels, four 16 x 8 quadrants: red top left, green top right, blue bottom
left, white bottom right (grey: black left, white right), so a test can probe each quadrant's
centre and tell a wrong colour conversion or orientation.
"""

from pathlib import Path

from PIL import Image

HERE = Path(__file__).parent
COLOURS = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]


def quadrants(mode="RGB"):
    image = Image.new("RGB", (32, 16))
    for index, colour in enumerate(COLOURS):
        x, y = (index % 2) * 16, (index // 2) * 8
        image.paste(colour, (x, y, x + 16, y + 8))
    return image.convert(mode)


quadrants().save(HERE / "quadrants.jpg", quality=95)
quadrants().save(HERE / "quadrants-progressive.jpg", quality=95, progressive=True)
quadrants("CMYK").save(HERE / "quadrants-cmyk.jpg", quality=95)
grey = Image.new("L", (32, 16), 0)
grey.paste(255, (16, 0, 32, 16))
grey.save(HERE / "halves-grey.jpg", quality=95)
# Stored turned a quarter anticlockwise, with EXIF orientation 6 ("turn a quarter clockwise
# to show"): shown, it is the quadrants again.
exif = Image.Exif()
exif[0x0112] = 6
quadrants().transpose(Image.Transpose.ROTATE_90).save(
    HERE / "quadrants-orientation6.jpg", quality=95, exif=exif)
