import { MdMailOutline, MdSchedule, MdStar } from "react-icons/md";
import type { TemplatePageHandle } from "~/shell/layouts/TemplatePage";
import type { MetaFunction } from "react-router";
import { AvatarGroup } from "~/components/AvatarGroup";
import { MediaPlayer } from "~/components/MediaPlayer";
import { WeatherCard } from "~/components/WeatherCard";
import { vrMessages, vrSongs, vrTodos } from "~/content/extra";
import { pageMeta } from "~/shell/meta";

/** Its navbar and main element, as the template pages' layout (routes/template-pages.tsx) draws them. */
export const handle: TemplatePageHandle = { navbar: "sticky" };

export const meta: MetaFunction = () => pageMeta("virtual-reality");

export default function VirtualReality() {
  return (
    <div className="vr-scene">
      <span className="mask vr-mask" aria-hidden="true" />
      <div className="container position-relative">
        <div className="row align-items-center gy-4 mb-4">
          <div className="col-lg-7">
            <p className="hero-eyebrow mb-2">Your day at a glance</p>
            <h1 className="vr-greeting">Good morning, Alex</h1>
            <p className="lead text-white-soft mb-0">
              Three things on your list, a song for the walk and a few friends waiting for a reply.
            </p>
          </div>
          <div className="col-lg-5">
            <WeatherCard
              className="vr-glass"
              temperature={28}
              condition="cloudy"
              place="London"
              details="Feels like 30°C, with a light breeze"
            />
          </div>
        </div>

        <div className="row g-4">
          <div className="col-lg-4 col-md-6 d-flex flex-column gap-4">
            <section className="card vr-glass" aria-labelledby="vr-todo-title">
              <div className="card-body">
                <h2 id="vr-todo-title" className="vr-card-heading">
                  To do today
                </h2>
                <ol className="vr-todo-list list-unstyled mb-0">
                  {vrTodos.map((todo) => (
                    <li key={todo.time} className="vr-todo">
                      <time className="vr-todo-time" dateTime={todo.time}>
                        {todo.time}
                      </time>
                      <div>
                        <p className="vr-todo-title mb-0">{todo.title}</p>
                        <p className="vr-todo-platform mb-0">{todo.platform}</p>
                      </div>
                    </li>
                  ))}
                </ol>
              </div>
            </section>

            <section className="card vr-focus bg-gradient-primary" aria-labelledby="vr-focus-title">
              <div className="card-body">
                <h2 id="vr-focus-title" className="vr-card-heading vr-card-heading-light">
                  <MdStar aria-hidden="true" focusable="false" className="me-1" />
                  Today&apos;s focus
                </h2>
                <p className="vr-focus-title mb-1">Send the tenancy papers</p>
                <p className="d-flex align-items-center gap-1 mb-0 text-white-soft text-sm">
                  <MdSchedule aria-hidden="true" focusable="false" />
                  Before 17:00, by e-mail to the letting agent
                </p>
              </div>
            </section>
          </div>

          <div className="col-lg-4 col-md-6 d-flex flex-column gap-4">
            <section className="card vr-glass" aria-labelledby="vr-emails-title">
              <div className="card-body d-flex align-items-center gap-3">
                <span className="icon-shape bg-gradient-info flex-shrink-0" aria-hidden="true">
                  <MdMailOutline size={24} focusable="false" />
                </span>
                <div>
                  <h2 id="vr-emails-title" className="vr-card-heading mb-1">
                    Emails
                  </h2>
                  <p className="vr-emails mb-0">
                    <span className="vr-emails-count">21</span> new e-mails
                  </p>
                  <p className="vr-card-text mb-0">Four of them are from people you know.</p>
                </div>
              </div>
            </section>

            <section className="card vr-glass flex-grow-1" aria-labelledby="vr-messages-title">
              <div className="card-body">
                <h2 id="vr-messages-title" className="vr-card-heading">
                  Messages
                </h2>
                <AvatarGroup avatars={vrMessages} label="New messages" size="lg" className="mb-3" />
                <p className="vr-card-text">Five friends wrote to you today. Hover over or tab to a face to see the first line.</p>
                <figure className="vr-latest mb-0">
                  <blockquote className="mb-1">“The flat is yours from June. Keys on Monday?”</blockquote>
                  <figcaption>Tomasz Nowak, 10 minutes ago</figcaption>
                </figure>
              </div>
            </section>
          </div>

          <div className="col-lg-4">
            <MediaPlayer songs={vrSongs} title="Music" defaultPlaying className="vr-glass h-100" />
          </div>
        </div>
      </div>
    </div>
  );
}
