#include "app/i18n/whatif_strings.hpp"

#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

constexpr std::string_view kWhatifNames[] = {
#define SUDOKU_WHATIF_TEXT(name) #name,
#include "app/i18n/whatif_keys.def"
#undef SUDOKU_WHATIF_TEXT
};
static_assert(std::size(kWhatifNames) == static_cast<std::size_t>(WhatifText::Count));

const i18n::KeyTable& whatif_table() {
    static const i18n::KeyTable texts("WhatifText", kWhatifNames);
    return texts;
}

}  // namespace

const char* whatif_text(WhatifText key, Language language) {
    return whatif_table().text(static_cast<std::size_t>(key), language);
}

std::string whatif_all_texts() {
    return whatif_table().all_texts();
}

std::span<const std::string_view> whatif_key_names() {
    return kWhatifNames;
}

}  // namespace sudoku::app
