#include "app/i18n/dlx_strings.hpp"

#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

constexpr std::string_view kDlxNames[] = {
#define SUDOKU_DLX_TEXT(name) #name,
#include "app/i18n/dlx_keys.def"
#undef SUDOKU_DLX_TEXT
};
static_assert(std::size(kDlxNames) == static_cast<std::size_t>(DlxText::Count));

const i18n::KeyTable& dlx_table() {
    static const i18n::KeyTable texts("DlxText", kDlxNames);
    return texts;
}

}  // namespace

const char* dlx_text(DlxText key, Language language) {
    return dlx_table().text(static_cast<std::size_t>(key), language);
}

std::string dlx_all_texts() {
    return dlx_table().all_texts();
}

std::span<const std::string_view> dlx_key_names() {
    return kDlxNames;
}

}  // namespace sudoku::app
