#include "app/i18n/tree_strings.hpp"

#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

constexpr std::string_view kTreeNames[] = {
#define SUDOKU_TREE_TEXT(name) #name,
#include "app/i18n/tree_keys.def"
#undef SUDOKU_TREE_TEXT
};
static_assert(std::size(kTreeNames) == static_cast<std::size_t>(TreeText::Count));

const i18n::KeyTable& tree_table() {
    static const i18n::KeyTable texts("TreeText", kTreeNames);
    return texts;
}

}  // namespace

const char* tree_text(TreeText key, Language language) {
    return tree_table().text(static_cast<std::size_t>(key), language);
}

std::string tree_all_texts() {
    return tree_table().all_texts();
}

std::span<const std::string_view> tree_key_names() {
    return kTreeNames;
}

}  // namespace sudoku::app
