#include "app/i18n/killer_strings.hpp"

#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

constexpr std::string_view kKillerNames[] = {
#define SUDOKU_KILLER_TEXT(name) #name,
#include "app/i18n/killer_keys.def"
#undef SUDOKU_KILLER_TEXT
};
static_assert(std::size(kKillerNames) == static_cast<std::size_t>(KillerText::Count));

const i18n::KeyTable& killer_table() {
    static const i18n::KeyTable texts("KillerText", kKillerNames);
    return texts;
}

}  // namespace

const char* killer_text(KillerText key, Language language) {
    return killer_table().text(static_cast<std::size_t>(key), language);
}

std::string killer_all_texts() {
    return killer_table().all_texts();
}

std::span<const std::string_view> killer_key_names() {
    return kKillerNames;
}

}  // namespace sudoku::app
