#include "app/i18n/print_strings.hpp"

#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

constexpr std::string_view kPrintNames[] = {
#define SUDOKU_PRINT_TEXT(name) #name,
#include "app/i18n/print_keys.def"
#undef SUDOKU_PRINT_TEXT
};
static_assert(std::size(kPrintNames) == static_cast<std::size_t>(PrintText::Count));

const i18n::KeyTable& print_table() {
    static const i18n::KeyTable texts("PrintText", kPrintNames);
    return texts;
}

}  // namespace

const char* print_text(PrintText key, Language language) {
    return print_table().text(static_cast<std::size_t>(key), language);
}

std::string print_all_texts() {
    return print_table().all_texts();
}

std::span<const std::string_view> print_key_names() {
    return kPrintNames;
}

}  // namespace sudoku::app
