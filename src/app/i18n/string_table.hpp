// The one mechanism behind every translated table (game, dialogs, Watch mode): rows of
// {key, English, Tiếng Việt, Türkçe} listed in enum order, checked at compile time.
#pragma once

#include <array>
#include <cstddef>
#include <string>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

template <class Key>
struct TranslatedRow {
    Key key;
    std::array<const char*, static_cast<std::size_t>(Language::Count)> texts;  // en, vi, tr
};

// True when row i holds key i for every key up to Key::Count: lookups are then plain indexing.
template <class Key, std::size_t N>
constexpr bool rows_in_key_order(const TranslatedRow<Key> (&rows)[N]) {
    for (std::size_t i = 0; i < N; ++i)
        if (static_cast<std::size_t>(rows[i].key) != i) return false;
    return N == static_cast<std::size_t>(Key::Count);
}

template <class Key, std::size_t N>
const char* translated(const TranslatedRow<Key> (&rows)[N], Key key, Language language) {
    const auto k = static_cast<std::size_t>(key);
    const auto l = static_cast<std::size_t>(language);
    if (k >= N || l >= static_cast<std::size_t>(Language::Count)) return "?";
    return rows[k].texts[l];
}

// Every text of a table, concatenated: the font loader builds its glyph ranges from these.
template <class Key, std::size_t N>
std::string all_translations(const TranslatedRow<Key> (&rows)[N]) {
    std::string out;
    for (const auto& row : rows)
        for (const char* t : row.texts)
            out += t;
    return out;
}

}  // namespace sudoku::app
