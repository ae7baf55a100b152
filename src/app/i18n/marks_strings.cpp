#include "app/i18n/marks_strings.hpp"

#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

constexpr std::string_view kMarksNames[] = {
#define SUDOKU_MARKS_TEXT(name) #name,
#include "app/i18n/marks_keys.def"
#undef SUDOKU_MARKS_TEXT
};
static_assert(std::size(kMarksNames) == static_cast<std::size_t>(MarksText::Count));

const i18n::KeyTable& marks_table() {
    static const i18n::KeyTable texts("MarksText", kMarksNames);
    return texts;
}

}  // namespace

const char* marks_text(MarksText key, Language language) {
    return marks_table().text(static_cast<std::size_t>(key), language);
}

std::string marks_all_texts() {
    return marks_table().all_texts();
}

std::span<const std::string_view> marks_key_names() {
    return kMarksNames;
}

}  // namespace sudoku::app
