#include "app/i18n/marks_strings.hpp"

#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

constexpr std::string_view kNames[] = {
#define SUDOKU_MARKS_TEXT(name) #name,
#include "app/i18n/marks_keys.def"
#undef SUDOKU_MARKS_TEXT
};
static_assert(std::size(kNames) == static_cast<std::size_t>(MarksText::Count));

const i18n::KeyTable& table() {
    static const i18n::KeyTable texts("MarksText", kNames);
    return texts;
}

}  // namespace

const char* marks_text(MarksText key, Language language) {
    return table().text(static_cast<std::size_t>(key), language);
}

std::string marks_all_texts() {
    return table().all_texts();
}

std::span<const std::string_view> marks_key_names() {
    return kNames;
}

}  // namespace sudoku::app
