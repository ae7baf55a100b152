// The desktop's GL loader header, for the platform files the browser shares with the desktop
// (frame_presenter.cpp): WebGL2 is OpenGL ES 3.0, whose functions emscripten links directly.
#pragma once

#include <GLES3/gl3.h>
