#include "app/i18n/heur_strings.hpp"

#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

constexpr std::string_view kNames[] = {
#define SUDOKU_HEUR_TEXT(name) #name,
#include "app/i18n/heur_keys.def"
#undef SUDOKU_HEUR_TEXT
};
static_assert(std::size(kNames) == static_cast<std::size_t>(HeurText::Count));

const i18n::KeyTable& table() {
    static const i18n::KeyTable texts("HeurText", kNames);
    return texts;
}

}  // namespace

const char* heur_text(HeurText key, Language language) {
    return table().text(static_cast<std::size_t>(key), language);
}

std::string heur_all_texts() {
    return table().all_texts();
}

std::span<const std::string_view> heur_key_names() {
    return kNames;
}

}  // namespace sudoku::app
