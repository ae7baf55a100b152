// Watch sessions: a save round-trips every field, and each bad field is named in the error.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "core/puzzle_line.hpp"
#include "io/watch_session.hpp"
#include "step_test_support.hpp"

using namespace sudoku;
using io::WatchSession;
using test::kCauDoLine;

namespace {

WatchSession sample() {
    WatchSession s(core::parse_puzzle_line(kCauDoLine).value());
    s.algorithm = core::Algorithm::Propagate;
    s.order = core::ValueOrder::Random;
    s.seed = 1234567890123ULL;
    s.position = 4242;
    s.compare = core::Algorithm::Naive;
    s.compare_position = 4000;
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

std::string error_of(const std::string& text) {
    auto session = io::watch_session_from_text(text);
    REQUIRE_FALSE(session.ok());
    return session.message();
}

}  // namespace

TEST_CASE("watch session round-trips every field") {
    const WatchSession s = sample();
    auto back = io::watch_session_from_text(io::watch_session_to_text(s));
    REQUIRE(back.ok());
    CHECK(back->puzzle == s.puzzle);
    CHECK(back->algorithm == s.algorithm);
    CHECK(back->order == s.order);
    CHECK(back->seed == s.seed);
    CHECK(back->position == s.position);
    CHECK(back->compare == s.compare);
    CHECK(back->compare_position == s.compare_position);
    CHECK(back->speed == s.speed);

    WatchSession plain(s.puzzle);
    auto plain_back = io::watch_session_from_text(io::watch_session_to_text(plain));
    REQUIRE(plain_back.ok());
    CHECK_FALSE(plain_back->compare.has_value());
    CHECK(plain_back->algorithm == core::Algorithm::Naive);
    CHECK(plain_back->order == core::ValueOrder::Ascending);
}

TEST_CASE("a minimal hand-written session reads, with defaults for the optional fields") {
    auto s = io::watch_session_from_text(with_field("seed", "7"));
    REQUIRE(s.ok());
    CHECK(s->algorithm == core::Algorithm::Mrv);
    CHECK(s->seed == 7);
    CHECK(s->position == 10);
    CHECK(s->speed == 10.0);
}

TEST_CASE("watch session errors name the bad field") {
    CHECK(error_of("{not json") == "not valid JSON");
    CHECK(error_of("[1, 2]") == "expected a JSON object");
    CHECK(error_of(with_field("format", "\"sudoku-lab-save\"")).starts_with("format: "));
    CHECK(error_of(with_field("version", "2")).starts_with("version: unsupported version 2"));
    CHECK(error_of(with_field("puzzle", "")) == "puzzle: missing");
    CHECK(error_of(with_field("puzzle", "\"12345\"")).starts_with("puzzle: "));
    // Two 7s in row 1.
    std::string clash = kCauDoLine;
    clash[2] = '7';
    CHECK(error_of(with_field("puzzle", "\"" + clash + "\"")).starts_with("puzzle: "));
    CHECK(error_of(with_field("algorithm", "\"dfs\"")) ==
          "algorithm: expected naive, mrv or propagate, got \"dfs\"");
    CHECK(error_of(with_field("algorithm", "3")).starts_with("algorithm: expected a string"));
    CHECK(error_of(with_field("order", "\"descending\"")).starts_with("order: "));
    CHECK(error_of(with_field("seed", "-1")).starts_with("seed: expected a whole number"));
    CHECK(error_of(with_field("position", "1.5")).starts_with("position: "));
    CHECK(error_of(with_field("position", "")) == "position: missing");
    CHECK(error_of(with_field("speed", "0")).starts_with("speed: "));
    CHECK(error_of(with_field("compare", "\"mrv\"")) == "compare: expected an object");
    CHECK(error_of(with_field("compare", "{\"algorithm\": \"x\", \"position\": 1}"))
              .starts_with("compare: algorithm: "));
    CHECK(error_of(with_field("compare", "{\"algorithm\": \"naive\"}")) ==
          "compare: position: missing");
}

TEST_CASE("watch session saves atomically and loads back") {
    const auto dir = std::filesystem::temp_directory_path() / "sudoku-watch-session-test";
    std::filesystem::remove_all(dir);
    const std::string path = (dir / "nested" / "demo.json").string();
    REQUIRE_FALSE(io::save_watch_session(path, sample()).has_value());
    CHECK_FALSE(std::filesystem::exists(path + ".tmp"));
    auto loaded = io::load_watch_session(path);
    REQUIRE(loaded.ok());
    CHECK(loaded->position == 4242);

    auto missing = io::load_watch_session((dir / "none.json").string());
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.message().find("cannot read") != std::string::npos);
    std::filesystem::remove_all(dir);
}
