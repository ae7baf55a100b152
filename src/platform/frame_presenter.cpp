#include "platform/frame_presenter.hpp"

#include <csignal>
#include <cstdint>
#include <cstdio>
#include <utility>

#include <glad/gl.h>
#include <imgui_impl_opengl3.h>

namespace sudoku::platform {

namespace {

volatile std::sig_atomic_t g_redraw_signal = 0;

void on_redraw_signal(int) {
    g_redraw_signal = 1;
}

// The fields of ImGui's draw data that decide the pixels, copied (the next frame's draw data
// reuses ImGui's buffers). `out` keeps its capacity from frame to frame.
void capture(const ImDrawData& data, const ImVec4& clear_colour, FrameSnapshot& out) {
    out.display_pos = {data.DisplayPos.x, data.DisplayPos.y};
    out.scale = {data.FramebufferScale.x, data.FramebufferScale.y};
    // As ImGui_ImplOpenGL3_RenderDrawData derives the framebuffer size it draws to.
    out.fb_width = static_cast<int>(data.DisplaySize.x * data.FramebufferScale.x);
    out.fb_height = static_cast<int>(data.DisplaySize.y * data.FramebufferScale.y);
    out.clear = {clear_colour.x, clear_colour.y, clear_colour.z, clear_colour.w};
    out.lists.resize(static_cast<std::size_t>(data.CmdListsCount));
    for (int l = 0; l < data.CmdListsCount; ++l) {
        const ImDrawList& list = *data.CmdLists[l];
        SnapshotList& copy = out.lists[static_cast<std::size_t>(l)];
        copy.vertices.resize(static_cast<std::size_t>(list.VtxBuffer.Size));
        for (int i = 0; i < list.VtxBuffer.Size; ++i) {
            const ImDrawVert& v = list.VtxBuffer[i];
            copy.vertices[static_cast<std::size_t>(i)] = {v.pos.x, v.pos.y, v.uv.x, v.uv.y, v.col};
        }
        copy.indices.assign(list.IdxBuffer.begin(), list.IdxBuffer.end());
        copy.commands.resize(static_cast<std::size_t>(list.CmdBuffer.Size));
        for (int c = 0; c < list.CmdBuffer.Size; ++c) {
            const ImDrawCmd& cmd = list.CmdBuffer[c];
            copy.commands[static_cast<std::size_t>(c)] = {
                .clip = {cmd.ClipRect.x, cmd.ClipRect.y, cmd.ClipRect.z, cmd.ClipRect.w},
                .texture = reinterpret_cast<std::uintptr_t>(cmd.TextureId),
                .vertex_offset = cmd.VtxOffset,
                .index_offset = cmd.IdxOffset,
                .element_count = cmd.ElemCount,
                .callback = cmd.UserCallback != nullptr};
        }
    }
}

}  // namespace

void FramePresenter::install_redraw_signal() {
#ifdef SIGUSR1
    std::signal(SIGUSR1, on_redraw_signal);
#endif
}

Presented FramePresenter::render(ImDrawData& draw_data, int fb_width, int fb_height,
                                 const ImVec4& clear_colour) {
    // Minimised: nothing to draw, and the next frame starts afresh.
    if (fb_width <= 0 || fb_height <= 0) {
        m_invalid = true;
        return Presented::Nothing;
    }
    if (g_redraw_signal != 0) {
        g_redraw_signal = 0;
        std::fprintf(stderr,
                     "sudoku-lab: redraws so far (frame kept %s): %lld whole, %lld partial, "
                     "%lld unchanged\n",
                     m_back_buffer ? "in the back buffer" : "offscreen", m_counts.full,
                     m_counts.partial, m_counts.unchanged);
        m_invalid = true;
    }
    const bool stored = ensure_store(fb_width, fb_height);
    const PixelRect whole{0, 0, fb_width, fb_height};
    Damage damage{DamageKind::Full, whole};
    if (m_partial) {
        capture(draw_data, clear_colour, m_current);
        // The backend's idea of the framebuffer must be the real one for the pixel maths.
        if (stored && !m_invalid && m_current.fb_width == fb_width &&
            m_current.fb_height == fb_height)
            damage = find_damage(m_previous, m_current);
        std::swap(m_previous, m_current);  // the unmodified frame, for the next comparison
    }
    m_invalid = false;
    if (damage.kind == DamageKind::Partial && !restrict_draw_data(draw_data, damage.rect))
        damage = Damage{DamageKind::Full, whole};

    switch (damage.kind) {
        case DamageKind::None:
            ++m_counts.unchanged;
            if (!m_copy) return Presented::Nothing;
            break;
        case DamageKind::Partial:
            ++m_counts.partial;
            break;
        case DamageKind::Full:
            ++m_counts.full;
            break;
    }
    const bool copy_whole = std::exchange(m_copy, false) || damage.kind == DamageKind::Full;
    if (stored && m_back_buffer && std::exchange(m_resized, false)) {
        // Mesa's software GLX learns a window's new size only at a swap: until then its back
        // buffer keeps the old size, so a copy of the new size's pixels would be shifted or,
        // past the old buffer, end the program with BadValue (X_ShmPutImage). This frame is
        // swapped whole; the next one, drawn whole into the resized buffer, is kept again.
        draw(draw_data, Damage{DamageKind::Full, whole}, clear_colour, fb_width, fb_height);
        m_invalid = true;
        m_redraw_next = true;
        return Presented::NeedsSwap;
    }
    if (stored && m_back_buffer) {
        if (damage.kind != DamageKind::None)
            draw(draw_data, damage, clear_colour, fb_width, fb_height);
        // Never a pixel outside the framebuffer (the copy would fail the same way).
        m_back_buffer->copy((copy_whole ? whole : damage.rect).intersect(whole), fb_height);
        return Presented::OnScreen;
    }
    if (stored) {
        if (damage.kind != DamageKind::None) {
            glBindFramebuffer(GL_FRAMEBUFFER, m_framebuffer);
            draw(draw_data, damage, clear_colour, fb_width, fb_height);
            glBindFramebuffer(GL_FRAMEBUFFER, 0);
        }
        if (copy_to_window()) return Presented::NeedsSwap;
        // The offscreen store is gone: draw this frame whole, with its own clip rects.
        if (damage.kind == DamageKind::Partial) restore_clips(draw_data);
        damage = Damage{DamageKind::Full, whole};
    }
    draw(draw_data, damage, clear_colour, fb_width, fb_height);
    return Presented::NeedsSwap;
}

bool FramePresenter::ensure_store(int width, int height) {
    if (!m_back_buffer) return ensure_offscreen(width, height);
    // The back buffer is reallocated with the window: nothing of the last frame is left.
    if (width != m_width || height != m_height) m_invalid = m_resized = true;
    m_width = width;
    m_height = height;
    return true;
}

bool FramePresenter::ensure_offscreen(int width, int height) {
    if (m_offscreen_failed) return false;
    if (m_framebuffer != 0 && width == m_width && height == m_height) return true;
    if (m_framebuffer == 0) {
        glGenFramebuffers(1, &m_framebuffer);
        glGenTextures(1, &m_colour);
    }
    GLint last_texture = 0;
    glGetIntegerv(GL_TEXTURE_BINDING_2D, &last_texture);
    glBindTexture(GL_TEXTURE_2D, m_colour);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(last_texture));
    glBindFramebuffer(GL_FRAMEBUFFER, m_framebuffer);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, m_colour, 0);
    const bool complete = glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    if (!complete) {
        std::fprintf(stderr, "sudoku-lab: no offscreen framebuffer; every frame is drawn whole\n");
        release();
        m_offscreen_failed = true;
        return false;
    }
    m_width = width;
    m_height = height;
    m_invalid = true;  // new storage holds no frame yet
    m_check_copy = true;
    return true;
}

bool FramePresenter::restrict_draw_data(ImDrawData& draw_data, const PixelRect& dirty) {
    // All or nothing: the clip rects are checked first, then changed.
    m_clips.clear();
    for (const SnapshotList& list : m_previous.lists)
        for (const SnapshotCommand& command : list.commands) {
            const auto clip = restrict_clip(m_previous, command.clip, dirty);
            if (!clip) return false;
            m_clips.push_back(*clip);
        }
    std::size_t next = 0;
    for (int l = 0; l < draw_data.CmdListsCount; ++l)
        for (ImDrawCmd& cmd : draw_data.CmdLists[l]->CmdBuffer) {
            const std::array<float, 4>& clip = m_clips[next++];
            cmd.ClipRect = ImVec4(clip[0], clip[1], clip[2], clip[3]);
        }
    return true;
}

void FramePresenter::restore_clips(ImDrawData& draw_data) const {
    for (std::size_t l = 0; l < m_previous.lists.size(); ++l) {
        ImVector<ImDrawCmd>& commands = draw_data.CmdLists[l]->CmdBuffer;
        for (int c = 0; c < commands.Size; ++c) {
            const auto& clip = m_previous.lists[l].commands[static_cast<std::size_t>(c)].clip;
            commands[c].ClipRect = ImVec4(clip[0], clip[1], clip[2], clip[3]);
        }
    }
}

namespace {

// Clears the pixels of `area` (none when empty) to the current clear colour.
void clear_area(const PixelRect& area, int fb_height) {
    if (area.empty()) return;
    glEnable(GL_SCISSOR_TEST);
    glScissor(area.x0, fb_height - area.y1, area.width(),
              area.height());  // OpenGL counts y upwards
    glClear(GL_COLOR_BUFFER_BIT);
    glDisable(GL_SCISSOR_TEST);
}

}  // namespace

void FramePresenter::draw(ImDrawData& draw_data, const Damage& damage, const ImVec4& clear_colour,
                          int fb_width, int fb_height) const {
    const PixelRect whole{0, 0, fb_width, fb_height};
    const PixelRect drawn = damage.kind == DamageKind::Partial ? damage.rect : whole;
    glViewport(0, 0, fb_width, fb_height);
    glClearColor(clear_colour.x, clear_colour.y, clear_colour.z, 1.0f);
    if (damage.kind == DamageKind::Partial)
        clear_area(drawn, fb_height);
    else
        glClear(GL_COLOR_BUFFER_BIT);
    if (m_hole) {
        // ImGui's backend blends alpha as (1, 1 - source alpha): what a frame draws over the hole
        // (a dialog, a modal's dimming) keeps its coverage there, premultiplied as the page wants.
        glClearColor(0.0f, 0.0f, 0.0f, 0.0f);
        clear_area(m_hole->intersect(drawn).intersect(whole), fb_height);
    }
    ImGui_ImplOpenGL3_RenderDrawData(&draw_data);
}

bool FramePresenter::copy_to_window() {
    if (m_check_copy) {
        while (glGetError() != GL_NO_ERROR) {
        }
    }
    glDisable(GL_SCISSOR_TEST);  // the scissor rect would cut the copy
    glBindFramebuffer(GL_READ_FRAMEBUFFER, m_framebuffer);
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, 0);
    glBlitFramebuffer(0, 0, m_width, m_height, 0, 0, m_width, m_height, GL_COLOR_BUFFER_BIT,
                      GL_NEAREST);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    // A window framebuffer a blit cannot reach (multisampled, say) fails the first copy.
    if (std::exchange(m_check_copy, false) && glGetError() != GL_NO_ERROR) {
        std::fprintf(stderr, "sudoku-lab: cannot copy to the window; every frame is drawn whole\n");
        release();
        m_offscreen_failed = true;
        return false;
    }
    return true;
}

void FramePresenter::release() {
    if (m_framebuffer != 0) glDeleteFramebuffers(1, &m_framebuffer);
    if (m_colour != 0) glDeleteTextures(1, &m_colour);
    m_framebuffer = 0;
    m_colour = 0;
    m_width = 0;
    m_height = 0;
    m_invalid = true;
}

}  // namespace sudoku::platform
