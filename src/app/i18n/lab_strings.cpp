#include "app/i18n/lab_strings.hpp"

#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

constexpr std::string_view kNames[] = {
#define SUDOKU_LAB_TEXT(name) #name,
#include "app/i18n/lab_keys.def"
#undef SUDOKU_LAB_TEXT
};
static_assert(std::size(kNames) == static_cast<std::size_t>(LabText::Count));

const i18n::KeyTable& table() {
    static const i18n::KeyTable texts("LabText", kNames);
    return texts;
}

}  // namespace

const char* lab_text(LabText key, Language language) {
    return table().text(static_cast<std::size_t>(key), language);
}

std::string lab_all_texts() {
    return table().all_texts();
}

std::span<const std::string_view> lab_key_names() {
    return kNames;
}

}  // namespace sudoku::app
