// The window's input reaches ImGui in the order it came, a frame at a time: typing first, then
// the click after it (a click that overtook the last typed "n" once saved "mygame.sudoku.jso").
#include <doctest/doctest.h>

#include <string_view>

#include "platform/input_order.hpp"

using sudoku::platform::InputEvent;
using sudoku::platform::InputOrder;

namespace {

constexpr int kOrderPress = 1;
constexpr int kOrderRelease = 0;
constexpr int kOrderKeyN = 78;

InputEvent order_key(int code, int action) {
    return {InputEvent::Kind::Key, code, 0, action, 0, 0};
}
InputEvent order_char(unsigned int c) {
    return {InputEvent::Kind::Char, 0, 0, 0, 0, c};
}
InputEvent order_button(int action) {
    return {InputEvent::Kind::MouseButton, 0, 0, action, 0, 0};
}

}  // namespace

TEST_CASE("input order: a click waits for the typing before it") {
    InputOrder input;
    // "n" typed, then a click on Save, all before the next frame.
    input.push(order_key(kOrderKeyN, kOrderPress));
    input.push(order_char('n'));
    input.push(order_key(kOrderKeyN, kOrderRelease));
    input.push(order_button(kOrderPress));
    input.push(order_button(kOrderRelease));

    auto frame = input.next_frame();
    REQUIRE(frame.size() == 2);
    CHECK(frame[1].kind == InputEvent::Kind::Char);
    CHECK_FALSE(input.buttons_down()[0]);  // the field has its "n" before any click
    frame = input.next_frame();
    REQUIRE(frame.size() == 2);
    CHECK(frame[1].kind == InputEvent::Kind::MouseButton);
    CHECK(input.buttons_down()[0]);  // pressed this frame, seen held
    frame = input.next_frame();
    REQUIRE(frame.size() == 1);
    CHECK_FALSE(input.buttons_down()[0]);  // released a frame later: ImGui sees the click
    CHECK(input.empty());
}

TEST_CASE("input order: characters typed together arrive together") {
    InputOrder input;
    for (const char c : std::string_view("json"))
        input.push(order_char(static_cast<unsigned char>(c)));
    CHECK(input.next_frame().size() == 4);
}

TEST_CASE("input order: a click keeps its place while the pointer moves on") {
    InputOrder input;
    // A click on a cell, then the pointer on the digit pad, all before the next frame (a tap,
    // or a test driver): the press must land on the cell, not where the pointer is now.
    InputEvent press = order_button(kOrderPress);
    press.x = 10.0;
    press.y = 20.0;
    InputEvent release = press;
    release.action = kOrderRelease;
    input.push(press);
    input.push(release);

    CHECK_FALSE(input.held_pointer());  // nothing handed over yet: the live pointer
    (void)input.next_frame();
    REQUIRE(input.held_pointer());
    CHECK((*input.held_pointer())[0] == 10.0);
    CHECK((*input.held_pointer())[1] == 20.0);
    (void)input.next_frame();  // the release, at the same place
    REQUIRE(input.held_pointer());
    CHECK((*input.held_pointer())[0] == 10.0);
    (void)input.next_frame();  // all handed over: the pointer is live again
    CHECK_FALSE(input.held_pointer());
}
