// Draws each ImGui frame, redrawing only the pixels that changed since the last one
// (frame_damage.hpp) into a lasting copy of the frame, and shows it; an unchanged frame is
// neither drawn nor shown again. The lasting copy is an offscreen framebuffer copied whole to
// the window (the back buffer is undefined after a swap), or, where a CPU renderer would pay
// milliseconds for that copy, the window's back buffer itself, never swapped.
#pragma once

#include <cstdint>
#include <optional>
#include <utility>

#include <imgui.h>

#include "platform/frame_damage.hpp"
#include "platform/sub_buffer_copy.hpp"

namespace sudoku::platform {

// How the frames so far were drawn, for the debug report and the tests.
struct RedrawCounts {
    long long full = 0;
    long long partial = 0;
    long long unchanged = 0;  // not drawn, not shown again
};

enum class Presented : std::uint8_t {
    Nothing,    // unchanged: nothing to show
    OnScreen,   // already copied to the screen
    NeedsSwap,  // the back buffer holds the new frame
};

class FramePresenter {
  public:
    FramePresenter() = default;
    FramePresenter(const FramePresenter&) = delete;
    FramePresenter& operator=(const FramePresenter&) = delete;

    // false: every frame is drawn whole.
    void set_partial(bool partial) { m_partial = partial; }
    // Keep the frame in the window's back buffer (never swapped) and show the changed
    // pixels through this copy, instead of an offscreen framebuffer.
    void keep_in_back_buffer(const SubBufferCopy& copy) { m_back_buffer = copy; }
    // What the draw data cannot show changed (a texture was re-filled, the font atlas
    // rebuilt): the next frame is drawn whole.
    void invalidate() { m_invalid = true; }
    // The window lost its pixels (exposed): the next frame is shown whole even if unchanged.
    void request_copy() { m_copy = true; }
    // Pixels every frame leaves transparent (alpha 0), for what the page shows under its canvas
    // (the web page's clock, platform/web/web_clock); a changed hole redraws the frame whole.
    void set_hole(const std::optional<PixelRect>& hole) {
        if (hole != m_hole) m_invalid = true;
        m_hole = hole;
    }

    // Draws ImGui's frame; may narrow its commands' clip rects (the draw data is not used
    // afterwards).
    [[nodiscard]] Presented render(ImDrawData& draw_data, int fb_width, int fb_height,
                                   const ImVec4& clear_colour);
    // Deletes the GL objects; call while the context is current.
    void release();

    [[nodiscard]] const RedrawCounts& counts() const { return m_counts; }
    // The last frame only stood in (the window was resized): another must follow soon.
    [[nodiscard]] bool take_redraw_next() { return std::exchange(m_redraw_next, false); }

    // A debugging hook for the GUI tests: SIGUSR1 makes the next frame draw whole and prints
    // the redraw counts to stderr.
    static void install_redraw_signal();

  private:
    // Whether the lasting copy of the frame is ready at this size (false: draw whole into
    // the back buffer and swap).
    [[nodiscard]] bool ensure_store(int width, int height);
    [[nodiscard]] bool ensure_offscreen(int width, int height);
    [[nodiscard]] bool restrict_draw_data(ImDrawData& draw_data, const PixelRect& dirty);
    // Puts back the clip rects restrict_draw_data narrowed.
    void restore_clips(ImDrawData& draw_data) const;
    void draw(ImDrawData& draw_data, const Damage& damage, const ImVec4& clear_colour, int fb_width,
              int fb_height) const;
    [[nodiscard]] bool copy_to_window();

    std::optional<SubBufferCopy> m_back_buffer;
    std::optional<PixelRect> m_hole;
    unsigned int m_framebuffer = 0;  // GL names of the offscreen store
    unsigned int m_colour = 0;
    bool m_offscreen_failed = false;  // then every frame is drawn whole into the window
    bool m_check_copy = false;        // the first copy after (re)creating the offscreen store
    int m_width = 0;                  // the store's size
    int m_height = 0;

    FrameSnapshot m_previous;
    FrameSnapshot m_current;
    std::vector<std::array<float, 4>> m_clips;  // scratch for restrict_draw_data

    bool m_partial = true;
    bool m_invalid = true;
    bool m_copy = false;
    bool m_resized = false;      // the back buffer's window changed size since the last frame
    bool m_redraw_next = false;  // see take_redraw_next
    RedrawCounts m_counts;
};

}  // namespace sudoku::platform
