"""The animation queue (ui/anim.py): one blocking animation after another, effects beside
them, skipping finishes everything, and nothing runs twice."""

from forbidden_sky.shell.anim import Call, Effect, Parallel, PawnPath, Queue, Tween, Wait, bolt_points


class Pic:
    def __init__(self):
        self.pawn = {}
        self.lift = {}
        self.controlled = set()


def test_blocking_animations_play_one_after_another():
    q, pic, seen = Queue(), Pic(), []
    q.add(Wait(0.5))
    q.add(Call(lambda: seen.append("after the wait")))
    assert q.busy
    q.update(0.3, pic)
    assert seen == []
    q.update(0.3, pic)
    assert seen == ["after the wait"] and not q.busy


def test_several_short_items_finish_in_one_frame_and_the_speed_scales_time():
    q, pic, seen = Queue(), Pic(), []
    for i in range(5):
        q.add(Call(lambda i=i: seen.append(i)))
    q.update(0.0, pic)
    assert seen == [0, 1, 2, 3, 4]
    q.speed = 10.0
    q.add(Wait(1.0))
    q.update(0.11, pic)
    assert not q.busy


def test_a_tween_eases_to_its_end_and_skip_lands_exactly_there():
    q, pic, got = Queue(), Pic(), []
    q.add(Tween(1.0, got.append, 0.0, 10.0, "linear"))
    q.update(0.5, pic)
    assert abs(got[-1] - 5.0) < 1e-9
    q.skip(pic)
    assert got[-1] == 10.0 and not q.busy


def test_skip_runs_each_call_once_and_drops_background_effects():
    q, pic, seen = Queue(), Pic(), []
    q.add(Call(lambda: seen.append("a")))
    q.add(Effect(2.0, lambda s, k: None, blocking=False))
    q.skip(pic)
    q.skip(pic)
    assert seen == ["a"] and q.background == []


def test_background_effects_do_not_hold_the_queue():
    q = Queue()
    q.add(Effect(1.0, lambda s, k: None, blocking=False))
    assert not q.busy and len(q.background) == 1
    q.update(1.1, Pic())
    assert q.background == []


def test_a_pawn_path_owns_its_pawn_until_it_ends():
    q, pic = Queue(), Pic()
    pic.pawn["medic"] = (0.0, 0.0)
    q.add(PawnPath("medic", [(9.0, 9.0), (1.0, 0.0), (2.0, 0.0)], 0.5))
    q.update(0.5, pic)
    assert "medic" in pic.controlled
    assert pic.pawn["medic"] == (1.0, 0.0)           # from where the picture had it, then the path
    q.update(0.6, pic)
    assert pic.pawn["medic"] == (2.0, 0.0) and "medic" not in pic.controlled and pic.lift["medic"] == 0.0


def test_parallel_animations_end_together():
    q, pic, a, b = Queue(), Pic(), [], []
    q.add(Parallel(Tween(0.2, a.append, 0, 1, "linear"), Tween(1.0, b.append, 0, 1, "linear")))
    q.update(0.5, pic)
    assert a[-1] == 1 and b[-1] < 1 and q.busy
    q.update(0.6, pic)
    assert b[-1] == 1 and not q.busy


def test_clear_drops_everything_unplayed():
    q, seen = Queue(), []
    q.add(Call(lambda: seen.append(1)))
    q.add(Effect(1.0, lambda s, k: None, blocking=False))
    q.clear()
    q.update(1.0, Pic())
    assert seen == [] and not q.busy and q.background == []


def test_a_bolt_runs_from_top_to_bottom():
    import random
    pts = bolt_points(random.Random(1), (0.0, 0.0), (0.0, 100.0), 10, 8)
    assert pts[0] == (0.0, 0.0) and pts[-1] == (0.0, 100.0) and len(pts) == 9
    assert [p[1] for p in pts] == sorted(p[1] for p in pts)
