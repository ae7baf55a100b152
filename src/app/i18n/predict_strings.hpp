// The classroom's strings (predict mode, the course-language code, the library of prepared
// watch sessions) in English, Vietnamese and Turkish, built like watch_strings.hpp.
#pragma once

#include <cstdint>
#include <string>

#include "app/i18n/strings.hpp"

namespace sudoku::app {

// Keys of the table; the order must match the rows in predict_strings.cpp (checked at compile
// time).
enum class PredictText : std::uint16_t {
    TabPredict,
    ItemPredict,
    Enable,
    AskWhen,
    AskEvery,
    AskAfterBacktrack,
    AskEveryNth,
    EveryN,
    QuestionCell,
    QuestionValue,
    HintCell,
    HintValue,
    ButtonBacktrack,
    ButtonSkip,
    ButtonContinue,
    Right,
    Wrong,
    Skipped,
    YourAnswer,
    TheAnswer,
    AnswerBacktrack,
    Score,
    ResetScore,
    Waiting,
    SearchOver,
    ReasonFirstEmpty,
    ReasonFewest,
    ReasonTies,
    ReasonFirstSingle,
    ReasonNakedSingle,
    ReasonHiddenSingle,
    ReasonFirstValid,
    ReasonRejected,
    ReasonNextOption,
    ReasonNoValueLeft,
    ReasonNoCandidate,
    ReasonNoPlace,
    ReasonSolved,
    ReasonSearched,
    CodeLanguage,
    CodePseudo,
    SessionsTitle,
    SessionName,
    SessionSave,
    SessionOpen,
    SessionExport,
    SessionDelete,
    SessionImport,
    SessionPath,
    SessionNone,
    SessionNameEmpty,
    SessionNameLong,
    SessionNameControl,
    SessionSaved,
    SessionImported,
    SessionExported,
    SessionDeleted,
    SessionUnreadable,
    SessionPathEmpty,
    Count,
};

// The text for a key in a language (UTF-8, never null).
[[nodiscard]] const char* predict_text(PredictText key, Language language);

// Every classroom string of every language, for the font loader's glyph set.
[[nodiscard]] std::string predict_all_texts();

}  // namespace sudoku::app
