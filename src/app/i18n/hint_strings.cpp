#include "app/i18n/hint_strings.hpp"

#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

// Turkish attaches case endings to nouns the sentence owns ("hücresine", "adayını"), never to
// a placeholder, whose pronunciation (and so its ending) the table cannot know.
constexpr std::string_view kHintNames[] = {
#define SUDOKU_HINT_TEXT(name) #name,
#include "app/i18n/hint_keys.def"
#undef SUDOKU_HINT_TEXT
};
static_assert(std::size(kHintNames) == static_cast<std::size_t>(HintText::Count));

const i18n::KeyTable& hint_table() {
    static const i18n::KeyTable texts("HintText", kHintNames);
    return texts;
}

}  // namespace

const char* hint_text(HintText key, Language language) {
    return hint_table().text(static_cast<std::size_t>(key), language);
}

std::string hint_all_texts() {
    return hint_table().all_texts();
}

std::span<const std::string_view> hint_key_names() {
    return kHintNames;
}

}  // namespace sudoku::app
