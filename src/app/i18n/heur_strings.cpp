#include "app/i18n/heur_strings.hpp"

#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

constexpr std::string_view kHeurNames[] = {
#define SUDOKU_HEUR_TEXT(name) #name,
#include "app/i18n/heur_keys.def"
#undef SUDOKU_HEUR_TEXT
};
static_assert(std::size(kHeurNames) == static_cast<std::size_t>(HeurText::Count));

const i18n::KeyTable& heur_table() {
    static const i18n::KeyTable texts("HeurText", kHeurNames);
    return texts;
}

}  // namespace

const char* heur_text(HeurText key, Language language) {
    return heur_table().text(static_cast<std::size_t>(key), language);
}

std::string heur_all_texts() {
    return heur_table().all_texts();
}

std::span<const std::string_view> heur_key_names() {
    return kHeurNames;
}

}  // namespace sudoku::app
