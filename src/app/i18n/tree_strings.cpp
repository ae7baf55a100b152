#include "app/i18n/tree_strings.hpp"

#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

constexpr std::string_view kNames[] = {
#define SUDOKU_TREE_TEXT(name) #name,
#include "app/i18n/tree_keys.def"
#undef SUDOKU_TREE_TEXT
};
static_assert(std::size(kNames) == static_cast<std::size_t>(TreeText::Count));

const i18n::KeyTable& table() {
    static const i18n::KeyTable texts("TreeText", kNames);
    return texts;
}

}  // namespace

const char* tree_text(TreeText key, Language language) {
    return table().text(static_cast<std::size_t>(key), language);
}

std::string tree_all_texts() {
    return table().all_texts();
}

std::span<const std::string_view> tree_key_names() {
    return kNames;
}

}  // namespace sudoku::app
