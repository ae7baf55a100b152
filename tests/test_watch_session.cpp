// Watch sessions: a save round-trips every field, and each bad field is named in the error.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "core/text/puzzle_line.hpp"
#include "i18n/describe.hpp"
#include "io/watch_session.hpp"
#include "step_test_support.hpp"

using namespace sudoku;
using io::WatchSession;
using test::kCauDoLine;

namespace {

WatchSession sample() {
    WatchSession s(core::parse_puzzle_line(kCauDoLine).value());
    s.lanes[0].algorithm = core::Algorithm::Propagate;
    s.lanes[0].order = core::ValueOrder::Random;
    s.lanes[0].seed = 1234567890123ULL;
    s.positions[0] = 4242;
    s.compare = true;
    s.lanes[1].algorithm = core::Algorithm::Naive;
    s.positions[1] = 4000;
    s.speed = 25.0;
    return s;
}

// A valid document with one field replaced (raw JSON text for the value) or removed ("").
std::string with_field(const std::string& field, const std::string& value) {
    std::string doc = std::string("{\"format\": \"sudoku-lab-watch\", \"version\": 1, ") +
                      "\"puzzle\": \"" + kCauDoLine + "\", \"algorithm\": \"mrv\", " +
                      "\"order\": \"ascending\", \"seed\": 0, \"position\": 10}";
    const std::string key = "\"" + field + "\": ";
    const auto at = doc.find(key);
    if (at == std::string::npos) return doc.substr(0, doc.size() - 1) + ", " + key + value + "}";
    auto end = doc.find_first_of(",}", at + key.size());
    if (doc[at + key.size()] == '"') end = doc.find('"', at + key.size() + 1) + 1;
    if (value.empty()) {
        const bool last = doc[end] == '}';
        return last ? doc.substr(0, at - 2) + "}" : doc.substr(0, at) + doc.substr(end + 2);
    }
    return doc.substr(0, at + key.size()) + value + doc.substr(end);
}

// The field the error names, checked to be at the start of its message too.
std::string error_field(const std::string& text) {
    auto session = io::watch_session_from_text(text);
    REQUIRE_FALSE(session.ok());
    const io::FileError& e = session.error();
    CHECK(sudoku::i18n::english(e).starts_with(e.field));
    return e.field;
}

}  // namespace

TEST_CASE("watch session round-trips every field") {
    const WatchSession s = sample();
    auto back = io::watch_session_from_text(io::watch_session_to_text(s));
    REQUIRE(back.ok());
    CHECK(back->puzzle == s.puzzle);
    CHECK(back->lanes[0].algorithm == s.lanes[0].algorithm);
    CHECK(back->lanes[0].order == s.lanes[0].order);
    CHECK(back->lanes[0].seed == s.lanes[0].seed);
    CHECK(back->positions[0] == s.positions[0]);
    CHECK(back->compare == s.compare);
    CHECK(back->lanes == s.lanes);
    CHECK(back->positions[1] == s.positions[1]);
    CHECK(back->speed == s.speed);

    WatchSession plain(s.puzzle);
    auto plain_back = io::watch_session_from_text(io::watch_session_to_text(plain));
    REQUIRE(plain_back.ok());
    CHECK_FALSE(plain_back->compare);
    CHECK(plain_back->lanes[0].algorithm == core::Algorithm::Naive);
    CHECK(plain_back->lanes[0].order == core::ValueOrder::Ascending);
}

TEST_CASE("watch session keeps each lane's own value order, seed and column rule") {
    WatchSession s = sample();
    s.lanes[0].algorithm = core::Algorithm::Dlx;
    s.lanes[0].column_rule = core::ColumnRule::First;
    s.compare = true;
    s.lanes[1].algorithm = core::Algorithm::Custom;
    s.lanes[1].var = core::VarOrder::Random;
    s.lanes[1].infer = core::Inference::ForwardCheck;
    s.lanes[1].order = core::ValueOrder::Lcv;
    s.lanes[1].seed = 99;
    s.lanes[1].column_rule = core::ColumnRule::Fewest;
    auto back = io::watch_session_from_text(io::watch_session_to_text(s));
    REQUIRE(back.ok());
    CHECK(back->lanes[0].order == core::ValueOrder::Random);
    CHECK(back->lanes[0].seed == s.lanes[0].seed);
    CHECK(back->lanes[0].column_rule == core::ColumnRule::First);
    CHECK(back->lanes[1].var == core::VarOrder::Random);
    CHECK(back->lanes[1].infer == core::Inference::ForwardCheck);
    CHECK(back->lanes[1].order == core::ValueOrder::Lcv);
    CHECK(back->lanes[1].seed == 99);

    // Two dlx lanes: each its own rule.
    s.compare = true;
    s.lanes[1].algorithm = core::Algorithm::Dlx;
    s.lanes[1].column_rule = core::ColumnRule::Fewest;
    back = io::watch_session_from_text(io::watch_session_to_text(s));
    REQUIRE(back.ok());
    CHECK(back->lanes[0].column_rule == core::ColumnRule::First);
    CHECK(back->lanes[1].column_rule == core::ColumnRule::Fewest);

    // Asc beside LCV with the same variable order.
    s.lanes[0].algorithm = core::Algorithm::Mrv;
    s.lanes[0].order = core::ValueOrder::Ascending;
    s.compare = true;
    s.lanes[1].algorithm = core::Algorithm::Custom;
    s.lanes[1].var = core::VarOrder::Mrv;
    s.lanes[1].infer = core::Inference::None;
    s.lanes[1].order = core::ValueOrder::Lcv;
    const std::string text = io::watch_session_to_text(s);
    CHECK(text.find("\"search\": \"var=mrv,val=lcv,infer=none\"") != std::string::npos);
    back = io::watch_session_from_text(text);
    REQUIRE(back.ok());
    CHECK(back->lanes[0].order == core::ValueOrder::Ascending);
    CHECK(back->lanes[1].order == core::ValueOrder::Lcv);
}

TEST_CASE("an older session: the compared lane shares the first one's order and seed") {
    const std::string compare = "{\"algorithm\": \"mrv\", \"position\": 3}";
    std::string text = with_field("compare", compare);
    text = text.replace(text.find("\"seed\": 0"), 9, "\"seed\": 5");
    text = text.replace(text.find("\"ascending\""), 11, "\"random\"");
    auto s = io::watch_session_from_text(text);
    REQUIRE(s.ok());
    CHECK(s->lanes[1].order == core::ValueOrder::Random);
    CHECK(s->lanes[1].seed == 5);
    // No column rules saved: Watch's defaults, fewest then first.
    CHECK(s->lanes[0].column_rule == core::ColumnRule::Fewest);
    CHECK(s->lanes[1].column_rule == core::ColumnRule::First);
}

TEST_CASE("a minimal hand-written session reads, with defaults for the optional fields") {
    auto s = io::watch_session_from_text(with_field("seed", "7"));
    REQUIRE(s.ok());
    CHECK(s->lanes[0].algorithm == core::Algorithm::Mrv);
    CHECK(s->lanes[0].seed == 7);
    CHECK(s->positions[0] == 10);
    CHECK(s->speed == 10.0);
}

TEST_CASE("watch session errors name the bad field") {
    CHECK(error_field("{not json") == "");
    CHECK(error_field("[1, 2]") == "");
    CHECK(error_field(with_field("format", "\"sudoku-lab-save\"")) == "format");
    CHECK(error_field(with_field("version", "2")) == "version");
    CHECK(error_field(with_field("puzzle", "")) == "puzzle");
    CHECK(error_field(with_field("puzzle", "\"12345\"")) == "puzzle");
    // Two 7s in row 1.
    std::string clash = kCauDoLine;
    clash[2] = '7';
    CHECK(error_field(with_field("puzzle", "\"" + clash + "\"")) == "puzzle");
    CHECK(error_field(with_field("algorithm", "\"dfs\"")) == "algorithm");
    CHECK(error_field(with_field("algorithm", "3")) == "algorithm");
    CHECK(error_field(with_field("order", "\"descending\"")) == "order");
    CHECK(error_field(with_field("seed", "-1")) == "seed");
    CHECK(error_field(with_field("position", "1.5")) == "position");
    CHECK(error_field(with_field("position", "")) == "position");
    CHECK(error_field(with_field("speed", "0")) == "speed");
    CHECK(error_field(with_field("compare", "\"mrv\"")) == "compare");
    CHECK(error_field(with_field("compare", "{\"algorithm\": \"x\", \"position\": 1}")) ==
          "compare.algorithm");
    CHECK(error_field(with_field("compare", "{\"algorithm\": \"naive\"}")) == "compare.position");
    CHECK(error_field(with_field("compare",
                                 "{\"algorithm\": \"naive\", \"position\": 1, "
                                 "\"order\": \"up\"}")) == "compare.order");
    CHECK(error_field(with_field("compare",
                                 "{\"algorithm\": \"naive\", \"position\": 1, "
                                 "\"seed\": -2}")) == "compare.seed");
    CHECK(error_field(with_field("compare",
                                 "{\"algorithm\": \"dlx\", \"position\": 1, "
                                 "\"column_rule\": \"last\"}")) == "compare.column_rule");
    CHECK(error_field(with_field("column_rule", "\"widest\"")) == "column_rule");
    // A missing field says so.
    auto missing = io::watch_session_from_text(with_field("position", ""));
    REQUIRE_FALSE(missing.ok());
    CHECK(sudoku::i18n::english(missing.error()) == "position: missing");
}

TEST_CASE("watch session saves atomically and loads back") {
    const auto dir = std::filesystem::temp_directory_path() / "sudoku-watch-session-test";
    std::filesystem::remove_all(dir);
    const auto path = dir / "nested" / "demo.json";
    REQUIRE_FALSE(io::save_watch_session(path, sample()).has_value());
    // Only the file itself: no temporary or backup left next to it.
    CHECK(std::distance(std::filesystem::directory_iterator(dir / "nested"),
                        std::filesystem::directory_iterator{}) == 1);
    auto loaded = io::load_watch_session(path);
    REQUIRE(loaded.ok());
    CHECK(loaded->positions[0] == 4242);

    auto absent = io::load_watch_session(dir / "none.json");
    REQUIRE_FALSE(absent.ok());
    CHECK(sudoku::i18n::english(absent.error()).find("cannot read") != std::string::npos);
    std::filesystem::remove_all(dir);
}

TEST_CASE("watch session keeps the lesson's setup: pause rules, listing, predict, presentation") {
    WatchSession s = sample();
    s.breakpoints = {.on_backtrack = true,
                     .on_dead_end = true,
                     .on_solution = false,
                     .depth_at_least = 12,
                     .watch_cell = 40};
    s.code = core::CodeLanguage::CSharp;
    s.code_names = core::CodeNames::Turkish;
    s.predict = true;
    s.predict_ask = io::WatchPredictAsk::EveryNth;
    s.predict_every = 5;
    s.presentation = true;
    s.presentation_scale = 1.5;
    auto back = io::watch_session_from_text(io::watch_session_to_text(s));
    REQUIRE(back.ok());
    CHECK(back->breakpoints.on_backtrack);
    CHECK(back->breakpoints.on_dead_end);
    CHECK_FALSE(back->breakpoints.on_solution);
    CHECK(back->breakpoints.depth_at_least == 12);
    CHECK(back->breakpoints.watch_cell == 40);
    CHECK(back->code == core::CodeLanguage::CSharp);
    CHECK(back->code_names == core::CodeNames::Turkish);
    CHECK(back->predict);
    CHECK(back->predict_ask == io::WatchPredictAsk::EveryNth);
    CHECK(back->predict_every == 5);
    CHECK(back->presentation);
    CHECK(back->presentation_scale == 1.5);

    // No watched cell is written as none, and read back as none.
    s.breakpoints.watch_cell = core::kNoCell;
    back = io::watch_session_from_text(io::watch_session_to_text(s));
    REQUIRE(back.ok());
    CHECK(back->breakpoints.watch_cell == core::kNoCell);

    // An older file has none of it: Watch's defaults.
    auto old = io::watch_session_from_text(with_field("seed", "7"));
    REQUIRE(old.ok());
    CHECK(old->code == core::CodeLanguage::Pseudo);
    CHECK_FALSE(old->code_names.has_value());
    CHECK_FALSE(old->predict);
    CHECK_FALSE(old->presentation);
    CHECK(old->breakpoints.on_solution);
    CHECK_FALSE(old->breakpoints.on_backtrack);
}

TEST_CASE("watch session errors name the bad field of the lesson's setup") {
    CHECK(error_field(with_field("code", "\"java\"")) == "code");
    CHECK(error_field(with_field("names", "\"de\"")) == "names");
    CHECK(error_field(with_field("breakpoints", "{\"backtrack\": 1}")) == "breakpoints.backtrack");
    CHECK(error_field(with_field("breakpoints", "{\"cell\": 81}")) == "breakpoints.cell");
    CHECK(error_field(with_field("predict", "{\"on\": true, \"ask\": \"often\"}")) ==
          "predict.ask");
    CHECK(error_field(with_field("predict", "{\"on\": true, \"n\": 1}")) == "predict.n");
    CHECK(error_field(with_field("presentation", "{\"on\": true, \"scale\": 9}")) ==
          "presentation.scale");
}
