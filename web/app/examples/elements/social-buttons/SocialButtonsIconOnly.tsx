import {
  FaBehance,
  FaDribbble,
  FaFacebook,
  FaGithub,
  FaInstagram,
  FaLinkedin,
  FaPinterest,
  FaReddit,
  FaTumblr,
  FaTwitter,
  FaVimeoV,
  FaYoutube,
} from "react-icons/fa6";

const networks = [
  { key: "facebook", label: "Facebook", icon: FaFacebook },
  { key: "twitter", label: "Twitter", icon: FaTwitter },
  { key: "instagram", label: "Instagram", icon: FaInstagram },
  { key: "github", label: "GitHub", icon: FaGithub },
  { key: "dribbble", label: "Dribbble", icon: FaDribbble },
  { key: "youtube", label: "YouTube", icon: FaYoutube },
  { key: "linkedin", label: "LinkedIn", icon: FaLinkedin },
  { key: "pinterest", label: "Pinterest", icon: FaPinterest },
  { key: "reddit", label: "Reddit", icon: FaReddit },
  { key: "tumblr", label: "Tumblr", icon: FaTumblr },
  { key: "behance", label: "Behance", icon: FaBehance },
  { key: "vimeo", label: "Vimeo", icon: FaVimeoV },
];

export default function SocialButtonsIconOnly() {
  return (
    <div className="d-flex flex-wrap justify-content-center gap-2">
      {networks.map(({ key, label, icon: Icon }) => (
        <button key={key} type="button" className={`btn btn-${key} btn-icon-only`} aria-label={label}>
          <Icon aria-hidden="true" focusable="false" />
        </button>
      ))}
    </div>
  );
}

export const meta = { title: "Social buttons: icon only", order: 2 };
