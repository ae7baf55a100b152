// The colour themes by name: what the settings, the commands and the session remember. The
// colours themselves (app/views/theme.hpp) belong to the front end.
#pragma once

#include <cstdint>

namespace sudoku::app {

enum class ThemeId : std::uint8_t { Light, Dark, HighContrast, Count };

}  // namespace sudoku::app
