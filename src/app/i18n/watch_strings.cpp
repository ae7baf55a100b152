#include "app/i18n/watch_strings.hpp"

#include "app/i18n/dlx_strings.hpp"
#include "app/i18n/heur_strings.hpp"

#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

constexpr std::string_view kWatchNames[] = {
#define SUDOKU_WATCH_TEXT(name) #name,
#include "app/i18n/watch_keys.def"
#undef SUDOKU_WATCH_TEXT
};
static_assert(std::size(kWatchNames) == static_cast<std::size_t>(WatchText::Count));

const i18n::KeyTable& watch_table() {
    static const i18n::KeyTable texts("WatchText", kWatchNames);
    return texts;
}

}  // namespace

const char* watch_text(WatchText key, Language language) {
    return watch_table().text(static_cast<std::size_t>(key), language);
}

const char* algorithm_title(core::Algorithm algorithm, Language language) {
    switch (algorithm) {
        case core::Algorithm::Mrv:
            return watch_text(WatchText::AlgorithmMrv, language);
        case core::Algorithm::Propagate:
            return watch_text(WatchText::AlgorithmPropagate, language);
        case core::Algorithm::Dlx:
            return dlx_text(DlxText::AlgorithmDlx, language);
        case core::Algorithm::Custom:
            return heur_text(HeurText::AlgorithmCustom, language);
        case core::Algorithm::Naive:
            break;
    }
    return watch_text(WatchText::AlgorithmNaive, language);
}

const char* algorithm_word(core::Algorithm algorithm, Language language) {
    switch (algorithm) {
        case core::Algorithm::Mrv:
            return watch_text(WatchText::NameMrv, language);
        case core::Algorithm::Propagate:
            return watch_text(WatchText::NamePropagate, language);
        case core::Algorithm::Dlx:
            return watch_text(WatchText::NameDlx, language);
        case core::Algorithm::Custom:
            return watch_text(WatchText::NameCustom, language);
        case core::Algorithm::Naive:
            break;
    }
    return watch_text(WatchText::NameNaive, language);
}

std::string watch_all_texts() {
    return watch_table().all_texts();
}

std::span<const std::string_view> watch_key_names() {
    return kWatchNames;
}

}  // namespace sudoku::app
