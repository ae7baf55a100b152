#include "app/i18n/strings.hpp"

#include "app/i18n/dialog_strings.hpp"
#include "app/i18n/dlx_strings.hpp"
#include "app/i18n/error_strings.hpp"
#include "app/i18n/heur_strings.hpp"
#include "app/i18n/hint_strings.hpp"
#include "app/i18n/killer_strings.hpp"
#include "app/i18n/lab_strings.hpp"
#include "app/i18n/marks_strings.hpp"
#include "app/i18n/move_strings.hpp"
#include "app/i18n/predict_strings.hpp"
#include "app/i18n/print_strings.hpp"
#include "app/i18n/render_strings.hpp"
#include "app/i18n/tree_strings.hpp"
#include "app/i18n/watch_strings.hpp"
#include "app/i18n/whatif_strings.hpp"
#include "core/base/text_fill.hpp"
#include "i18n/describe.hpp"
#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

constexpr std::string_view kTextNames[] = {
#define SUDOKU_TEXT(name) #name,
#include "app/i18n/text_keys.def"
#undef SUDOKU_TEXT
};
static_assert(std::size(kTextNames) == static_cast<std::size_t>(Text::Count));

constexpr std::string_view kCountedNames[] = {
#define SUDOKU_COUNTED(name) #name,
#include "app/i18n/counted_keys.def"
#undef SUDOKU_COUNTED
};
static_assert(std::size(kCountedNames) == static_cast<std::size_t>(Counted::Count));

const i18n::KeyTable& texts() {
    static const i18n::KeyTable table("Text", kTextNames);
    return table;
}

const i18n::PluralTable& counted_texts() {
    static const i18n::PluralTable table("Counted", kCountedNames);
    return table;
}

}  // namespace

const char* text(Text key, Language language) {
    return texts().text(static_cast<std::size_t>(key), language);
}

const char* plural(Counted key, long long n, Language language) {
    // Plural rules are defined on non-negative counts; a negative one takes its magnitude's form.
    const std::uint64_t magnitude =
        n < 0 ? 0 - static_cast<std::uint64_t>(n) : static_cast<std::uint64_t>(n);
    return counted_texts().text(static_cast<std::size_t>(key), magnitude, language);
}

std::string counted(Counted key, long long n, Language language) {
    return fill(plural(key, n, language), {std::to_string(n)});
}

const char* language_name(Language language) {
    const std::string& name = i18n::catalog(language).name();
    return name.empty() ? i18n::language_code(language) : name.c_str();
}

std::string all_texts() {
    std::string out = texts().all_texts();
    for (int l = 0; l < i18n::kLanguageCount; ++l)
        out += language_name(static_cast<Language>(l));
    out += counted_texts().all_texts();
    out += dialog_all_texts();
    out += watch_all_texts();
    out += tree_all_texts();
    out += killer_all_texts();
    out += heur_all_texts();
    out += lab_all_texts();
    out += render_all_texts();
    out += hint_all_texts();
    out += move_all_texts();
    out += error_all_texts();
    out += predict_all_texts();
    out += marks_all_texts();
    out += dlx_all_texts();
    out += print_all_texts();
    out += whatif_all_texts();
    return out;
}

std::vector<i18n::KeySet> catalog_key_sets() {
    static const auto error_names = i18n::error_code_names();
    return {
        {"Text", kTextNames, false},
        {"Counted", kCountedNames, true},
        {"DialogText", dialog_key_names(), false},
        {"HintText", hint_key_names(), false},
        {"MoveText", move_key_names(), false},
        {"WatchText", watch_key_names(), false},
        {"PredictText", predict_key_names(), false},
        {"TreeText", tree_key_names(), false},
        {"KillerText", killer_key_names(), false},
        {"HeurText", heur_key_names(), false},
        {"LabText", lab_key_names(), false},
        {"WhatifText", whatif_key_names(), false},
        {"RenderText", render_key_names(), false},
        {"MarksText", marks_key_names(), false},
        {"DlxText", dlx_key_names(), false},
        {"PrintText", print_key_names(), false},
        {"Error", error_names, false},
    };
}

std::string fill(std::string_view pattern, std::initializer_list<std::string> args) {
    return core::fill_placeholders(pattern, std::vector<std::string>(args));
}

std::string fill(std::string_view pattern, const std::vector<std::string>& args) {
    return core::fill_placeholders(pattern, args);
}

}  // namespace sudoku::app
