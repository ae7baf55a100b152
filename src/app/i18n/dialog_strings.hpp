// The dialogs' strings (new game, enter your own, lesson puzzles, clipboard) in English,
// Vietnamese and Turkish, in the style of the game's table (strings.hpp): one key per text,
// "{}" placeholders filled with fill().
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

// Keys of the table; the order must match the rows in dialog_strings.cpp (checked at compile
// time).
enum class DialogText : std::uint16_t {
#define SUDOKU_DIALOG_TEXT(name) name,
#include "app/i18n/dialog_keys.def"
#undef SUDOKU_DIALOG_TEXT
    Count,
};

// The text for a key in a language (UTF-8, never null).
[[nodiscard]] const char* dialog_text(DialogText key, Language language);

// The New game dialog's names, in core::Variant order, shared by the dialog and the puzzle's
// label.
inline constexpr DialogText kVariantNames[] = {DialogText::VariantClassic, DialogText::VariantX,
                                               DialogText::VariantHyper, DialogText::VariantJigsaw,
                                               DialogText::VariantJigsawX};
// Index 0 is "any"; index g + 1 is Grade g.
inline constexpr DialogText kDifficultyNames[] = {
    DialogText::DifficultyAny,  DialogText::DifficultyEasy,   DialogText::DifficultyMedium,
    DialogText::DifficultyHard, DialogText::DifficultyExpert, DialogText::DifficultyEvil};

// A game's difficulty label in the language: the grades ("easy" .. "evil", as the generator and
// saves name them), "custom" and "lesson" translated, any other label as it is.
[[nodiscard]] std::string difficulty_label(const std::string& label, Language language);

// What a lesson puzzle file is, for the player: the shipped files (by name, without
// extension) have a translated description; another file shows its own leading comment without
// the source paths it cites for developers ("(../shared/seeds/...)").
[[nodiscard]] std::string lesson_description(const std::string& name, const std::string& comment,
                                             Language language);

// Every string of the table, concatenated (for the font's glyph ranges).
[[nodiscard]] std::string dialog_all_texts();

// The keys' names in enum order (the catalog check lists every table).
[[nodiscard]] std::span<const std::string_view> dialog_key_names();

}  // namespace sudoku::app
