#include "app/i18n/killer_strings.hpp"

#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

constexpr std::string_view kNames[] = {
#define SUDOKU_KILLER_TEXT(name) #name,
#include "app/i18n/killer_keys.def"
#undef SUDOKU_KILLER_TEXT
};
static_assert(std::size(kNames) == static_cast<std::size_t>(KillerText::Count));

const i18n::KeyTable& table() {
    static const i18n::KeyTable texts("KillerText", kNames);
    return texts;
}

}  // namespace

const char* killer_text(KillerText key, Language language) {
    return table().text(static_cast<std::size_t>(key), language);
}

std::string killer_all_texts() {
    return table().all_texts();
}

std::span<const std::string_view> killer_key_names() {
    return kNames;
}

}  // namespace sudoku::app
