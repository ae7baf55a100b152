// The words of picture and animation export (Watch mode's export dialog, and the words printed
// inside exported pictures) in English, Vietnamese and Turkish, in the style of watch_strings.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "app/i18n/strings.hpp"
#include "render/frame_words.hpp"

namespace sudoku::app {

// Keys of the table; listed once in render_keys.def.
enum class RenderText : std::uint16_t {
#define SUDOKU_RENDER_TEXT(name) name,
#include "app/i18n/render_keys.def"
#undef SUDOKU_RENDER_TEXT
    Count,
};

// The text for a key in a language (UTF-8, never null).
[[nodiscard]] const char* render_text(RenderText key, Language language);

// The words printed inside exported pictures, in a language.
[[nodiscard]] render::FrameWords frame_words(Language language);
// The words on the board (unit names, dead-end verdicts) in `language`: the game's board and
// the exported pictures take them from here.
[[nodiscard]] core::BoardWords board_words(Language language);

// Every string of every language, for the font loader's glyph set.
[[nodiscard]] std::string render_all_texts();

// The keys' names in enum order (the catalog check lists every table).
[[nodiscard]] std::span<const std::string_view> render_key_names();

}  // namespace sudoku::app
