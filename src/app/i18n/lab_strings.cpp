#include "app/i18n/lab_strings.hpp"

#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

constexpr std::string_view kLabNames[] = {
#define SUDOKU_LAB_TEXT(name) #name,
#include "app/i18n/lab_keys.def"
#undef SUDOKU_LAB_TEXT
};
static_assert(std::size(kLabNames) == static_cast<std::size_t>(LabText::Count));

const i18n::KeyTable& lab_table() {
    static const i18n::KeyTable texts("LabText", kLabNames);
    return texts;
}

}  // namespace

const char* lab_text(LabText key, Language language) {
    return lab_table().text(static_cast<std::size_t>(key), language);
}

std::string lab_all_texts() {
    return lab_table().all_texts();
}

std::span<const std::string_view> lab_key_names() {
    return kLabNames;
}

}  // namespace sudoku::app
